/**
 * Markdown to HTML with remark and remark-html, its sanitiser on: raw HTML is dropped, so the loader reports it. One
 * parse gives the loader all it needs of a text: its HTML, its images and its raw HTML, each with its position.
 */
import { remark } from 'remark';
import remarkHtml from 'remark-html';
import { defaultSchema } from 'hast-util-sanitize';
import type { Heading, Nodes, Root } from 'mdast';
import { imageNameProblem } from './schema/imageNames.ts';

/** Where a node starts in the Markdown text, from 1. */
interface MarkdownPosition {
  line: number;
  column: number;
}

export interface MarkdownImage extends MarkdownPosition {
  url: string;
  alt: string;
  title?: string;
}

export interface MarkdownHtml extends MarkdownPosition {
  /** The first tag, lower case: "img", "iframe", "script". */
  tag: string;
  /** <img> or <picture>, which Markdown writes as ![alt](path). */
  image: boolean;
}

/** Plain data, so it can be cached and sent between threads. */
export interface MarkdownRender {
  html: string;
  images: MarkdownImage[];
  rawHtml: MarkdownHtml[];
}

/** The sanitiser's own rules, with phone links (tel:) kept. */
const schema = {
  ...defaultSchema,
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), 'tel'] },
};

function eachNode(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) eachNode(child, visit);
}

/** Every heading a level lower (# becomes <h2>), for pages that already have their <h1>. */
const shiftHeadings = () => (tree: Root) =>
  eachNode(tree, (node) => {
    if (node.type === 'heading') node.depth = Math.min(6, node.depth + 1) as Heading['depth'];
  });

// Named references (&amp;, &lt;, &quot;) as the site's pages have always carried them.
const toHtml = { sanitize: schema, characterReferences: { useNamedReferences: true } };
const plain = remark().use(remarkHtml, toHtml).freeze();
const shifted = remark().use(shiftHeadings).use(remarkHtml, toHtml).freeze();

/**
 * The serialiser escapes only "<" and "&" in text; '"' and ">" are escaped too, as pages always carried them. Its tags
 * quote every attribute value and escape '"' inside it, so a tag is "<", anything but ">" or a quoted value, then ">".
 */
const TAG_OR_TEXT = /(<(?:[^>"]|"[^"]*")*>)|[^<]+/g;
function escapeTextQuotes(html: string): string {
  if (!html.includes('"') && !html.includes('>')) return html;
  return html.replace(TAG_OR_TEXT, (part, tag: string | undefined) =>
    tag ? part : part.replaceAll('"', '&quot;').replaceAll('>', '&gt;'),
  );
}

const at = (node: Nodes): MarkdownPosition => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** The first tag of raw HTML; undefined for a closing tag or a comment, which show nothing of their own. */
const openingTag = (html: string) => /^<([a-z][a-z0-9-]*)/i.exec(html.trimStart())?.[1].toLowerCase();

/** Images (reference images resolved to their definition) and raw HTML in a parsed text, in reading order. */
function scan(tree: Root): { images: MarkdownImage[]; rawHtml: MarkdownHtml[] } {
  const images: MarkdownImage[] = [];
  const rawHtml: MarkdownHtml[] = [];
  const definitions = new Map<string, { url: string; title?: string | null }>();
  const references: { node: Nodes & { type: 'imageReference' }; index: number }[] = [];
  eachNode(tree, (node) => {
    if (node.type === 'image')
      images.push({ url: node.url, alt: node.alt ?? '', title: node.title ?? undefined, ...at(node) });
    else if (node.type === 'imageReference') {
      references.push({ node, index: images.length });
      images.push({ url: '', alt: node.alt ?? '', ...at(node) });
    } else if (node.type === 'definition') {
      // The first definition of a label wins, as in CommonMark.
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
    } else if (node.type === 'html') {
      const tag = openingTag(node.value);
      if (tag) rawHtml.push({ tag, image: /<(img|picture)\b/i.test(node.value), ...at(node) });
    }
  });
  for (const { node, index } of references) {
    const def = definitions.get(node.identifier);
    images[index] = { ...images[index], url: def?.url ?? '', title: def?.title ?? undefined };
  }
  return { images, rawHtml };
}

export function renderMarkdown(markdown: string, opts: { shiftHeadings?: boolean } = {}): MarkdownRender {
  const processor = opts.shiftHeadings ? shifted : plain;
  const tree = processor.parse(markdown);
  const found = scan(tree);
  const html = escapeTextQuotes(processor.stringify(processor.runSync(tree) as Root));
  return { html, ...found };
}

/** Page copy rendered by many pages (the blog's intro on every list page), kept by its text, up to a bound. */
const htmlMemo = new Map<string, string>();
const HTML_MEMO_MAX = 500;

export function markdownToHtml(markdown: string, opts: { shiftHeadings?: boolean } = {}): string {
  const key = (opts.shiftHeadings ? '#' : '-') + markdown;
  let html = htmlMemo.get(key);
  if (html === undefined) {
    html = renderMarkdown(markdown, opts).html;
    if (htmlMemo.size >= HTML_MEMO_MAX) htmlMemo.clear();
    htmlMemo.set(key, html);
  }
  return html;
}

/** One line of Markdown (a label) as inline HTML, for a line of the page that is already a paragraph. */
export function markdownInline(markdown: string): string {
  const html = markdownToHtml(markdown).trim();
  const inner = /^<p>([\s\S]*)<\/p>$/.exec(html)?.[1];
  return inner !== undefined && !inner.includes('<p>') ? inner : html;
}

export const internalLinks = (renderedHtml: string): string[] =>
  [...renderedHtml.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1].replace(/&#x26;|&amp;/g, '&'));

/** 220 words a minute, at least one; words counted without building a list of them. */
export function readingMinutes(markdown: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < markdown.length; i++) {
    const c = markdown.charCodeAt(i);
    const space = c === 32 || (c >= 9 && c <= 13) || c === 160;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return Math.max(1, Math.round(words / 220));
}

/** Every image (reference images too), none refused here: a javascript: or data: image must still be reported. */
export function markdownImages(markdown: string): MarkdownImage[] {
  if (!markdown.includes('![')) return [];
  return scan(plain.parse(markdown)).images;
}

/** Raw HTML, never published (a page would silently lack it): each block and opening tag, not comments or closing tags. */
export function markdownHtml(markdown: string): MarkdownHtml[] {
  if (!markdown.includes('<')) return [];
  return scan(plain.parse(markdown)).rawHtml;
}

/** Why a Markdown image cannot be published (existence aside): a field's file-name rules, and alt text. */
export function markdownImageProblems(image: Pick<MarkdownImage, 'url' | 'alt'>): string[] {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(image.url))
    return [
      `image "${image.url}" is on another site: save the photo under content/images/ and write its path, e.g. blog/ferry.jpg`,
    ];
  if (image.url.startsWith('/'))
    return [`image "${image.url}" must be written relative to content/images/, without the leading "/"`];
  const problems: string[] = [];
  const name = imageNameProblem(image.url);
  if (name) problems.push(`image "${image.url}": ${name}`);
  if (!image.alt)
    problems.push(
      `image "${image.url}" has no alt text: write what it shows between the brackets, ![A tabby on the ferry](${image.url})`,
    );
  return problems;
}

export function markdownHtmlProblem(html: Pick<MarkdownHtml, 'tag' | 'image'>): string {
  if (html.image)
    return `raw HTML (<${html.tag}>) is not published: write the photo as ![What it shows](blog/photo.jpg), with the file saved under content/images/`;
  return `raw HTML (<${html.tag}>) is not published: write it in Markdown, or remove it`;
}
