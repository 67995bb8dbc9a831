import type { PageProps } from '../types.ts';
import { headFrom } from '../head.ts';
import { SectionsPage } from '../../components/SectionsPage.tsx';

export const route = '/adventure-cats';

export function head({ content }: PageProps) {
  return headFrom(content.pages['adventure-cats']);
}

export default function Page() {
  return <SectionsPage id="adventure-cats" />;
}
