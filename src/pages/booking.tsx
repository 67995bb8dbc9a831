import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { SectionsPage } from '../components/SectionsPage.tsx';

export const route = '/booking';

export function head({ content }: PageProps) {
  return headFrom(content.pages['booking']);
}

export default function Page() {
  return <SectionsPage id="booking" />;
}
