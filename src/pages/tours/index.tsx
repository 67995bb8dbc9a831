import type { PageProps } from '../types.ts';
import { headFrom } from '../head.ts';
import { SectionsPage } from '../../components/SectionsPage.tsx';

export const route = '/tours';

export function head({ content }: PageProps) {
  return headFrom(content.pages['tours'], { preloadBooking: true });
}

export default function Page() {
  return <SectionsPage id="tours" />;
}
