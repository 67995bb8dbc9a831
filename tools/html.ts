/** Built HTML read: tags by htmlparser2 (ms a page, where a DOM takes tens), scripts as a browser does, a happy-dom DOM. */
import { Parser } from 'htmlparser2';
import { Window } from 'happy-dom';
import { filesUnder } from '../src/pipeline/filesUnder.ts';
import { ADMIN_PATH } from '../src/pipeline/admin/write.ts';

export { routeOfOutput as routeOf } from '../src/pipeline/routes.ts';

/** Every visitor's .html file under `dir`, relative, sorted: the CMS's page under /admin/ has tests of its own. */
export const htmlFiles = (dir: string): string[] =>
  filesUnder(dir)
    .filter((f) => f.endsWith('.html') && !f.startsWith(ADMIN_PATH.slice(1)))
    .sort();

export interface Tag {
  name: string;
  /** Names lower-cased, values decoded. */
  attrs: Record<string, string>;
  raw: string;
  /** The element's contents as written, up to its end tag. */
  inner: string;
}

/** Opening tags named `name` (every one with `*`), in document order; comments skipped, references decoded. */
export function openingTags(html: string, name: string): Tag[] {
  const out: Tag[] = [];
  const open: { tag: Tag; from: number }[] = [];
  const parser = new Parser({
    onopentag(tagName, attrs) {
      const tag: Tag = { name: tagName, attrs, raw: html.slice(parser.startIndex, parser.endIndex + 1), inner: '' };
      open.push({ tag, from: parser.endIndex + 1 });
      if (name === '*' || tagName === name.toLowerCase()) out.push(tag);
    },
    onclosetag() {
      const o = open.pop();
      if (o) o.tag.inner = html.slice(o.from, Math.max(o.from, parser.startIndex));
    },
  });
  parser.end(html);
  return out;
}

export const tagAttrs = (openingTag: string): Record<string, string> => openingTags(openingTag, '*')[0]?.attrs ?? {};

export interface ScriptBlock {
  attrs: Record<string, string>;
  body: string;
}

/** Every <script>, ended at its first `</script` whatever it holds, as the HTML tokenizer (and an injection) reads it. */
export function scripts(html: string): ScriptBlock[] {
  // Comments blanked: a <script> inside one is none.
  const uncommented = html.replace(/<!--[\s\S]*?-->/g, (c) => ' '.repeat(c.length));
  return [...uncommented.matchAll(/(<script(?:\s[^>]*)?>)([\s\S]*?)<\/script/gi)].map((m) => ({
    attrs: tagAttrs(m[1]!),
    body: m[2]!,
  }));
}

const typeOf = (s: ScriptBlock) => (s.attrs.type ?? '').toLowerCase();

/** Script blocks that hold data, not code: the browser never executes them. */
export const isDataScript = (s: ScriptBlock) => ['application/ld+json', 'application/json'].includes(typeOf(s));

/** The parsed JSON-LD objects of a page (throws, naming the block, when one does not parse). */
export function jsonLd(html: string): unknown[] {
  return scripts(html)
    .filter((s) => typeOf(s) === 'application/ld+json')
    .map((s, i) => {
      try {
        return JSON.parse(s.body) as unknown;
      } catch (e) {
        throw new Error(`JSON-LD block ${i + 1} does not parse: ${(e as Error).message}\n${s.body.slice(0, 200)}`);
      }
    });
}

const window = new Window({ url: 'http://localhost/' });

export const parseHtml = (html: string): Document =>
  new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;

export const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const all = (root: ParentNode, sel: string) => Array.from(root.querySelectorAll(sel));
export const main = (d: Document) => d.querySelector('main')!;
/** The page's h1/h2 outline inside <main>, e.g. ["h1 Cat Gallery", "h2 Featured on NBC News"]. */
export const outline = (d: Document) => all(main(d), 'h1, h2').map((h) => `${h.tagName.toLowerCase()} ${text(h)}`);
