/**
 * Reading the built site's HTML, for the tests and the audit, two ways:
 *  - as written: the build's output is machine-written (react-dom/server plus
 *    a few templates), always with double-quoted attributes, so tag-level
 *    regular expressions read exactly what the bytes say (scripts, attributes,
 *    JSON-LD);
 *  - as a browser sees it: a DOM from happy-dom (no script runs, nothing is
 *    fetched) for text, headings and structure.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Window } from 'happy-dom';

export { routeOfOutput as routeOf } from '../src/pipeline/routes.ts';
import { ADMIN_PATH } from '../src/pipeline/admin/write.ts';

/** The CMS's folder: its page is no visitor's (tests/pipeline/admin/ checks it on its own). */
const ADMIN_DIR = ADMIN_PATH.replace(/^\/|\/$/g, '');

/** Every .html file of the site under `dir` (the CMS's page left out), as paths relative to it (sorted, "/" separators). */
export function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (sub: string) => {
    for (const e of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (rel !== ADMIN_DIR) walk(rel);
      }
      else if (e.name.endsWith('.html')) out.push(rel);
    }
  };
  walk('');
  return out.sort();
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references react-dom and the templates emit. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return String.fromCodePoint(code);
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

/** Attributes of an opening tag's inside (`a href="x" target="_blank"`), names lower-cased, values decoded. */
export function parseAttrs(inside: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const re = /([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of inside.matchAll(re)) {
    attrs[m[1].toLowerCase()] = decodeEntities(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

export interface Tag {
  name: string;
  attrs: Record<string, string>;
  /** Offset of the tag in the document. */
  index: number;
  /** The raw opening tag. */
  raw: string;
}

/** Opening tags named `name` (or every opening tag with `*`). Comments and script bodies are skipped. */
export function openingTags(html: string, name: string): Tag[] {
  const text = blankOut(html);
  const out: Tag[] = [];
  const re = name === '*' ? /<([a-zA-Z][a-zA-Z0-9-]*)(\s[^>]*)?>/g : new RegExp(`<(${name})(\\s[^>]*)?>`, 'gi');
  for (const m of text.matchAll(re)) {
    const raw = html.slice(m.index!, m.index! + m[0].length);
    const inside = raw.slice(1 + m[1].length).replace(/\/?>$/, '');
    out.push({ name: m[1].toLowerCase(), attrs: parseAttrs(inside), index: m.index!, raw });
  }
  return out;
}

export interface ScriptBlock {
  attrs: Record<string, string>;
  /** Raw text between <script ...> and </script>, exactly as the browser receives it. */
  body: string;
  index: number;
}

/**
 * Every <script> element. A script's content ends at the first `</script`
 * whatever it contains (the HTML tokenizer's rule), which is exactly what an
 * injection would exploit, so this reads it the same way.
 */
export function scripts(html: string): ScriptBlock[] {
  const out: ScriptBlock[] = [];
  const re = /<script(\s[^>]*)?>([\s\S]*?)<\/script/gi;
  for (const m of withoutComments(html).matchAll(re)) {
    out.push({ attrs: parseAttrs(m[1] ?? ''), body: m[2], index: m.index! });
  }
  return out;
}

/** Script blocks that hold data, not code: the browser never executes them. */
export function isDataScript(s: ScriptBlock): boolean {
  const type = (s.attrs.type ?? '').toLowerCase();
  return type === 'application/ld+json' || type === 'application/json';
}

/** The parsed JSON-LD objects of a page (throws, naming the block, when one does not parse). */
export function jsonLd(html: string): unknown[] {
  return scripts(html)
    .filter((s) => (s.attrs.type ?? '').toLowerCase() === 'application/ld+json')
    .map((s, i) => {
      try {
        return JSON.parse(s.body) as unknown;
      } catch (e) {
        throw new Error(`JSON-LD block ${i + 1} does not parse: ${(e as Error).message}\n${s.body.slice(0, 200)}`);
      }
    });
}

/** Replaces comments with spaces of equal length, so offsets stay true. */
function withoutComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length));
}

/** Comments and script/style bodies blanked, so tags are only found in markup. */
function blankOut(html: string): string {
  return withoutComments(html).replace(/(<(script|style)(?:\s[^>]*)?>)([\s\S]*?)(<\/\2)/gi, (_m, open: string, _n, body: string, close: string) => open + ' '.repeat(body.length) + close);
}

/** Text content of the element whose opening tag starts at `tag.index` (for simple, non-nested checks). */
export function innerHtml(html: string, tag: Tag): string {
  const start = tag.index + tag.raw.length;
  const end = html.indexOf(`</${tag.name}`, start);
  return end < 0 ? '' : html.slice(start, end);
}

// --- As a browser sees it ---------------------------------------------------------

const window = new Window({ url: 'http://localhost/' });

export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}

/** Text as a reader sees it: whitespace collapsed. */
export const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
export const all = (root: ParentNode, sel: string) => Array.from(root.querySelectorAll(sel));
export const main = (d: Document) => d.querySelector('main')!;
/** The page's h1/h2 outline inside <main>, e.g. ["h1 Cat Gallery", "h2 Featured on NBC News"]. */
export const outline = (d: Document) => all(main(d), 'h1, h2').map((h) => `${h.tagName.toLowerCase()} ${text(h)}`);
