/** A route's largest paint found again in its built page (by selector, quoted tag, place), for its floor to show. */
import { parseHtml, tagAttrs, text as textOf } from '../html.ts';

/** The node Lighthouse's `largest-contentful-paint-element` audit reports. */
export interface LcpNode {
  snippet?: string;
  selector?: string;
  /** Child indices and node names from the document down ("1,HTML,1,BODY,3,MAIN"), empty text nodes not counted. */
  path?: string;
  nodeLabel?: string;
  boundingRect?: { top: number; left: number; width: number; height: number };
}

export type LcpElement =
  | {
      kind: 'photo';
      key: string;
      /** as the route drew it (its current source) */
      file: string;
      /** The <picture> (or lone <img>) as the route's HTML writes it. */
      markup: string;
      preload: string;
      width: number;
      height: number;
    }
  | { kind: 'text'; key: string; tag: string; text: string }
  | { kind: 'unknown'; key: string; why: string };

const ELLIPSIS = '…';

/** The opening tag Lighthouse quotes: its name, and its attributes with long values cut and marked with an ellipsis. */
function snippetTag(snippet: string): { name: string; attrs: Record<string, string> } | undefined {
  const m = /^<([a-zA-Z][\w-]*)([^>]*)>/.exec(snippet.trim());
  if (!m) return undefined;
  return { name: m[1].toLowerCase(), attrs: tagAttrs(`<${m[1]}${m[2].replace(/\s…$/, '')}>`) };
}

/** True when `el` carries every attribute the snippet quotes (a cut value as a prefix; `src` is the current source, so not compared). */
function matchesSnippet(el: Element, tag: NonNullable<ReturnType<typeof snippetTag>>): boolean {
  if (el.tagName.toLowerCase() !== tag.name) return false;
  for (const [name, value] of Object.entries(tag.attrs)) {
    if (name === 'src' || name === 'style') continue;
    const own = el.getAttribute(name);
    // A script may add attributes after load (data-hydrated, classes); those the built HTML lacks are not held against it.
    if (own === null) continue;
    if (value.endsWith(ELLIPSIS) ? !own.startsWith(value.slice(0, -1)) : own !== value) return false;
  }
  return true;
}

/** The element's path as Lighthouse writes it (LcpNode.path). */
function pathOf(el: Element): string {
  const parts: string[] = [];
  let node: Node | null = el;
  while (node?.parentNode) {
    let index = 0;
    for (let prev = node.previousSibling; prev; prev = prev.previousSibling) {
      if (prev.nodeType === 3 && !(prev.nodeValue ?? '').trim()) continue;
      index++;
    }
    parts.unshift(`${index},${node.nodeName}`);
    node = node.parentNode;
  }
  return parts.join(',');
}

export const fileOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0].split('/').pop() ?? url);

const urlsOf = (set: string | null) => (set ?? '').split(',').map((c) => c.trim().split(/\s+/)[0]);

/** The preload the route's head carries for one of the picture's sources, else one made from its first source. */
function preloadFor(doc: Document, picture: Element, img: Element): string {
  const candidates = [picture, ...Array.from(picture.querySelectorAll('source, img'))]
    .flatMap((e) => [...urlsOf(e.getAttribute('srcset')), ...urlsOf(e.getAttribute('src'))])
    .filter(Boolean);
  for (const link of Array.from(doc.querySelectorAll('link[rel~="preload"][as="image"]'))) {
    const urls = [link.getAttribute('href') ?? '', ...urlsOf(link.getAttribute('imagesrcset'))];
    if (urls.some((u) => u && candidates.includes(u))) {
      const own = link.cloneNode() as Element;
      own.setAttribute('fetchpriority', 'high');
      return own.outerHTML;
    }
  }
  const source = picture.tagName === 'PICTURE' ? picture.querySelector('source[srcset]') : null;
  const from = source ?? img;
  const link = doc.createElement('link');
  const attrs = {
    rel: 'preload',
    as: 'image',
    type: source?.getAttribute('type'),
    href: source ? null : img.getAttribute('src'),
    imagesrcset: from.getAttribute('srcset'),
    imagesizes: from.getAttribute('sizes'),
    fetchpriority: 'high',
  };
  for (const [name, value] of Object.entries(attrs)) if (typeof value === 'string') link.setAttribute(name, value);
  return link.outerHTML;
}

export function lcpElementOf(html: string, node: LcpNode | undefined): LcpElement {
  const unknown = (key: string, why: string) => ({ kind: 'unknown', key, why }) as const;
  if (!node?.snippet || !node.selector) return unknown('unknown', 'Lighthouse named no element');
  const tag = snippetTag(node.snippet);
  if (!tag) return unknown(node.snippet, `an element Lighthouse quotes as ${node.snippet}`);
  const doc = parseHtml(html);
  let found: Element[];
  try {
    found = Array.from(doc.querySelectorAll(node.selector)).filter((el) => matchesSnippet(el, tag));
  } catch {
    found = [];
  }
  const el = found.length > 1 ? (found.find((e) => pathOf(e) === node.path) ?? found[0]) : found[0];
  if (!el)
    return unknown(node.snippet, `${node.snippet} (${node.selector}) is not in the built page: a script drew it`);
  if (tag.name === 'img') {
    const picture = el.parentElement?.tagName === 'PICTURE' ? el.parentElement : el;
    // The floor shows it at once and at high priority, however the route loads it.
    const own = picture.cloneNode(true) as Element;
    const ownImg = own.tagName === 'IMG' ? own : own.querySelector('img')!;
    ownImg.setAttribute('loading', 'eager');
    ownImg.setAttribute('fetchpriority', 'high');
    const file = fileOf(tag.attrs.src ?? el.getAttribute('src') ?? '');
    return {
      kind: 'photo',
      key: `photo ${file}`,
      file,
      markup: own.outerHTML,
      preload: preloadFor(doc, picture, el),
      width: node.boundingRect?.width ?? Number(el.getAttribute('width')),
      height: node.boundingRect?.height ?? Number(el.getAttribute('height')),
    };
  }
  const text = textOf(el);
  if (!text) return unknown(node.snippet, `${node.snippet} has no text and is no <img> (a background or a video)`);
  return { kind: 'text', key: `text ${tag.name} ${text.slice(0, 60)}`, tag: tag.name, text };
}

/** A short description for tables: `photo heroes-blog-960-c81e4616.avif (412×256)` or `<p> "2-hour walking tours…"`. */
export function describe(el: LcpElement): string {
  if (el.kind === 'photo') return `photo ${el.file} (${Math.round(el.width)}×${Math.round(el.height)})`;
  if (el.kind === 'text') return `<${el.tag}> "${el.text.length > 40 ? el.text.slice(0, 39) + ELLIPSIS : el.text}"`;
  return `? ${el.why}`;
}
