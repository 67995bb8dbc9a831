import type { PageProps } from '../types.ts';
import { headFrom } from '../head.ts';
import { SectionsPage } from '../../components/SectionsPage.tsx';

export const route = '/tours/private-tours';

export function head({ content }: PageProps) {
  return headFrom(content.pages['private-tours']);
}

export default function Page() {
  return <SectionsPage id="private-tours" />;
}
