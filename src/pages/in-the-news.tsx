import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { SectionsPage } from '../components/SectionsPage.tsx';

export const route = '/in-the-news';

export function head({ content }: PageProps) {
  return headFrom(content.pages['in-the-news']);
}

export default function Page() {
  return <SectionsPage id="in-the-news" />;
}
