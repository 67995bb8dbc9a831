/**
 * Markdown to HTML with remark-html's sanitiser on: raw HTML, event handlers
 * and javascript: links in content never reach the page.
 */
import { remark } from 'remark';
import html from 'remark-html';

interface MdNode {
  type: string;
  depth?: number;
  children?: MdNode[];
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
