/**
 * Markdown to HTML with remark-html's sanitiser on: raw HTML, event handlers
 * and javascript: links in content never reach the page. Images written in
 * Markdown stay plain <img src="folder/file.jpg"> here; the page's Markdown
 * component swaps each for the responsive <picture> of the processed image.
 */
import { remark } from 'remark';
import html from 'remark-html';

interface MdNode {
  type: string;
  depth?: number;
  url?: string;
  alt?: string | null;
  title?: string | null;
  identifier?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

/** Moves headings down a level (# becomes <h2>) where the page already has its <h1>. */
function shiftHeadings() {
  const walk = (node: MdNode) => {
    if (node.type === 'heading' && node.depth) node.depth = Math.min(6, node.depth + 1);
    node.children?.forEach(walk);
  };
  return (tree: MdNode) => walk(tree);
}

const processor = remark().use(html, { sanitize: true });
const shiftedProcessor = remark().use(shiftHeadings).use(html, { sanitize: true });
const parser = remark();

export function markdownToHtml(markdown: string, opts: { shiftHeadings?: boolean } = {}): string {
  return String((opts.shiftHeadings ? shiftedProcessor : processor).processSync(markdown));
}

/** Internal links (href="/...") in rendered HTML, for the build's link check. */
export function internalLinks(renderedHtml: string): string[] {
  const out: string[] = [];
  for (const m of renderedHtml.matchAll(/href="(\/[^"]*)"/g)) out.push(m[1].replace(/&#x26;|&amp;/g, '&'));
  return out;
}

/** A rough reading time: 220 words a minute, at least one. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

export interface MarkdownImage {
  url: string;
  alt: string;
  title?: string;
  /** Line in the Markdown text, from 1. */
  line: number;
}

/** Every image in the Markdown (`![alt](path "title")`, reference images too), with its line. */
export function markdownImages(markdown: string): MarkdownImage[] {
  if (!markdown.includes('![')) return [];
  const tree = parser.parse(markdown) as MdNode;
  const definitions = new Map<string, string>();
  const found: { node: MdNode; url?: string }[] = [];
  const walk = (node: MdNode) => {
    if (node.type === 'definition' && node.identifier) definitions.set(node.identifier, node.url ?? '');
    if (node.type === 'image') found.push({ node, url: node.url });
    if (node.type === 'imageReference') found.push({ node });
    node.children?.forEach(walk);
  };
  walk(tree);
  return found.map(({ node, url }) => ({
    url: url ?? definitions.get(node.identifier ?? '') ?? '',
    alt: (node.alt ?? '').trim(),
    title: node.title ?? undefined,
    line: node.position?.start.line ?? 1,
  }));
}

/** Why an image written in Markdown cannot be published, or undefined when it can (existence aside). */
export function markdownImageProblem(image: MarkdownImage): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(image.url)) {
    return `image "${image.url}" is on another site: save the photo under content/images/ and write its path, e.g. blog/ferry.jpg`;
  }
  if (image.url.startsWith('/')) return `image "${image.url}" must be written relative to content/images/, without the leading "/"`;
  if (!image.alt) return `image "${image.url}" has no alt text: write what it shows between the brackets, ![A tabby on the ferry](${image.url})`;
  return undefined;
}
