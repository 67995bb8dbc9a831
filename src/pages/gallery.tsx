import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { SectionsPage } from '../components/SectionsPage.tsx';

export const route = '/gallery';

export function head({ content }: PageProps) {
  return headFrom(content.pages['gallery']);
}

export default function Page() {
  return <SectionsPage id="gallery" />;
}
