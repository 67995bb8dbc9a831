/**
 * Markdown to HTML with markdown-it (CommonMark), safe by configuration: raw
 * HTML in content is dropped (its tags and any script or style block; the
 * text between tags stays text), and links or images to javascript:,
 * vbscript:, file: or data: addresses are not made into links. Since a
 * dropped tag would vanish without a word, the loader reports raw HTML as a
 * problem (markdownHtml). Images written in Markdown stay plain <img src="folder/file.jpg">
 * here; the page's Markdown component swaps each for the responsive
 * <picture> of the processed image.
 */
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { imageNameProblem } from './imageNames.ts';

/** A scheme a browser would run or open as a document: javascript:, vbscript:, file:, data: (spaces and case aside). */
const UNSAFE_ADDRESS = /^(javascript|vbscript|file|data):/i;
const unsafe = (href: string) => UNSAFE_ADDRESS.test(href.replace(/[\u0000-\u0020]/g, ''));

/**
 * Raw HTML is recognised (so it is not shown as literal text) and written as
 * nothing; a link to an unsafe address keeps its text but loses its address,
 * as a sanitiser would leave it.
 */
function safe(renderer: MarkdownIt): MarkdownIt {
  renderer.renderer.rules.html_block = () => '';
  renderer.renderer.rules.html_inline = () => '';
  renderer.validateLink = () => true;
  renderer.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const href = tokens[idx].attrGet('href');
    if (href !== null && unsafe(href)) tokens[idx].attrs = (tokens[idx].attrs ?? []).filter(([name]) => name !== 'href');
    return self.renderToken(tokens, idx, options);
  };
  const image = renderer.renderer.rules.image!;
  renderer.renderer.rules.image = (tokens, idx, options, env, self) => {
    const src = tokens[idx].attrGet('src');
    if (src !== null && unsafe(src)) tokens[idx].attrSet('src', '');
    return image(tokens, idx, options, env, self);
  };
  return renderer;
}

const md = safe(new MarkdownIt({ html: true, linkify: false, typographer: false }));

/** The same renderer with every heading a level lower (# becomes <h2>), for pages that already have their <h1>. */
const shifted = safe(new MarkdownIt({ html: true, linkify: false, typographer: false }));
for (const rule of ['heading_open', 'heading_close'] as const) {
  shifted.renderer.rules[rule] = (tokens, idx, options, _env, self) => {
    const token = tokens[idx];
    token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
    return self.renderToken(tokens, idx, options);
  };
}

export function markdownToHtml(markdown: string, opts: { shiftHeadings?: boolean } = {}): string {
  return (opts.shiftHeadings ? shifted : md).render(markdown);
}

/** Internal links (href="/...") in rendered HTML, for the build's link check. */
export function internalLinks(renderedHtml: string): string[] {
  const out: string[] = [];
  for (const m of renderedHtml.matchAll(/href="(\/[^"]*)"/g)) out.push(m[1].replace(/&#x26;|&amp;/g, '&'));
  return out;
}

/** A rough reading time: 220 words a minute, at least one. Words are counted without building a list of them. */
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

/** Finds images without refusing any address: a javascript: or data: image must still be reported, not silently dropped. */
const scanner = new MarkdownIt({ html: true });
scanner.validateLink = () => true;

export interface MarkdownImage {
  url: string;
  alt: string;
  title?: string;
  /** Line in the Markdown text, from 1 (the first line of the paragraph holding it). */
  line: number;
}

/** Every image in the Markdown (`![alt](path "title")`, reference images too), with its line. */
export function markdownImages(markdown: string): MarkdownImage[] {
  if (!markdown.includes('![')) return [];
  const out: MarkdownImage[] = [];
  const walk = (tokens: Token[], line: number) => {
    for (const t of tokens) {
      const at = t.map ? t.map[0] + 1 : line;
      if (t.type === 'image') {
        out.push({ url: t.attrGet('src') ?? '', alt: t.content.trim(), title: t.attrGet('title') ?? undefined, line: at });
      }
      if (t.children) walk(t.children, at);
    }
  };
  walk(scanner.parse(markdown, {}), 1);
  return out;
}

/**
 * Why an image written in Markdown cannot be published, each reason once
 * (none when it can, existence aside): the same file-name rules as a photo
 * named in a field, and alt text.
 */
export function markdownImageProblems(image: MarkdownImage): string[] {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(image.url)) {
    return [`image "${image.url}" is on another site: save the photo under content/images/ and write its path, e.g. blog/ferry.jpg`];
  }
  if (image.url.startsWith('/')) return [`image "${image.url}" must be written relative to content/images/, without the leading "/"`];
  const problems: string[] = [];
  const name = imageNameProblem(image.url);
  if (name) problems.push(`image "${image.url}": ${name}`);
  if (!image.alt) problems.push(`image "${image.url}" has no alt text: write what it shows between the brackets, ![A tabby on the ferry](${image.url})`);
  return problems;
}

export interface MarkdownHtml {
  /** The first tag, lower case: "img", "iframe", "script". */
  tag: string;
  /** Line in the Markdown text, from 1. */
  line: number;
  /** It shows a photo (<img>, <picture>), which Markdown writes as ![alt](path). */
  image: boolean;
}

/** The first tag of raw HTML; undefined for a closing tag or a comment, which show nothing of their own. */
const openingTag = (html: string) => /^<([a-z][a-z0-9-]*)/i.exec(html.trimStart())?.[1].toLowerCase();

/**
 * Raw HTML in Markdown, which the site never publishes (it is dropped, so a
 * page would silently lack it): each HTML block, and each opening tag in a
 * paragraph, with its line. Comments and closing tags are left out.
 */
export function markdownHtml(markdown: string): MarkdownHtml[] {
  if (!markdown.includes('<')) return [];
  const out: MarkdownHtml[] = [];
  const found = (html: string, line: number) => {
    const tag = openingTag(html);
    if (tag) out.push({ tag, line, image: /<(img|picture)\b/i.test(html) });
  };
  for (const t of scanner.parse(markdown, {})) {
    const start = t.map ? t.map[0] + 1 : 1;
    if (t.type === 'html_block') found(t.content, start);
    if (t.type !== 'inline' || !t.children) continue;
    // Lines inside a paragraph: one more after each line break before the tag.
    let line = start;
    for (const c of t.children) {
      if (c.type === 'softbreak' || c.type === 'hardbreak') line++;
      else if (c.type === 'html_inline') found(c.content, line);
    }
  }
  return out;
}

/** What an editor reads about raw HTML in Markdown. */
export function markdownHtmlProblem(html: MarkdownHtml): string {
  if (html.image) {
    return `raw HTML (<${html.tag}>) is not published: write the photo as ![What it shows](blog/photo.jpg), with the file saved under content/images/`;
  }
  return `raw HTML (<${html.tag}>) is not published: write it in Markdown, or remove it`;
}
