import type { PageProps } from './types.ts';
import { headFrom } from './head.ts';
import { SectionsPage } from '../components/SectionsPage.tsx';

export const route = '/about';

export function head({ content }: PageProps) {
  return headFrom(content.pages['about']);
}

export default function Page() {
  return <SectionsPage id="about" />;
}
