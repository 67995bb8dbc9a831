/** What each route's LCP is measured against: the bare page, and its floor, the least page showing its largest element. */
import type { LcpElement } from './lcpElement.ts';
import { escapeHtml } from '../../src/lib/escapeHtml.ts';

/** A floor page; its icon an empty data: address, as a /favicon.ico answered before the largest paint would count. */
function page(title: string, head: string, body: string): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">' +
    `<title>${escapeHtml(title)}</title><meta name="description" content="A floor page of the audit.">${head}</head><body>${body}</body></html>`
  );
}

export const BARE_PAGE = page(
  'Floor',
  '',
  '<h1>A bare page</h1><p>One heading and one paragraph: what every route is measured against.</p>',
);

export function floorPage(el: LcpElement): string {
  if (el.kind === 'photo') {
    const size = `img{display:block;width:${Math.round(el.width)}px;height:${Math.round(el.height)}px;object-fit:cover}`;
    return page(
      'Photo floor',
      `${el.preload}<style>${size}</style>`,
      `${el.markup}<h1>A photo floor</h1><p>One heading, one paragraph and a route's largest photo, loaded and shown as the route shows it.</p>`,
    );
  }
  if (el.kind === 'text') return page('Text floor', '', `<${el.tag}>${escapeHtml(el.text)}</${el.tag}>`);
  return BARE_PAGE;
}

export function floorKind(el: LcpElement): string {
  return el.kind === 'photo' ? 'its photo, preloaded' : el.kind === 'text' ? 'its text, bare' : 'the bare page';
}
