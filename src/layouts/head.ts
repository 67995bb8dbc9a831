import type { PageContent } from '../content/schema.ts';
import type { HeadInfo } from './Document.tsx';

/** Head fields that come straight from a page's content file. */
export function headFrom(page: PageContent, extra: Partial<HeadInfo> = {}): HeadInfo {
  return { title: page.title, description: page.description, ...extra };
}
