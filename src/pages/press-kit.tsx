import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { SectionsPage } from '../components/SectionsPage.tsx';

export const route = '/press-kit';

export function head({ content }: PageProps) {
  return headFrom(content.pages['press-kit']);
}

export default function Page() {
  return <SectionsPage id="press-kit" />;
}
