/**
 * Every link of the built site to another site, asked whether it still leads somewhere. Dead: 404, 410, a name that no
 * longer resolves. Unsure, never dead (a browser may still see the page): 401, 403, 429, no answer, a server error.
 * A run in which no link got any answer had no network, and calls nothing dead.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { htmlFiles, openingTags, routeOf } from '../html.ts';
import { readContent, type ContentFile } from '../launch/contentFields.ts';
import { pool } from '../../src/pipeline/assets/images.ts';

/** `concurrency`: requests in flight at once; `timeoutMs`: how long one request may take. */
type CheckOptions = { dist: string; content: string; concurrency?: number; timeoutMs?: number };

/** The final status after redirects, or why none came ("ENOTFOUND", "timeout"). */
type Answer = { status?: number; error?: string };

export interface Checked {
  url: string;
  verdict: 'ok' | 'dead' | 'unsure';
  /** "404", "name does not resolve", "no answer in time"…; `answered`: with any status at all. */
  why: string;
  answered: boolean;
  pages: string[];
  /** "content/press.json: articles.2.link", or the fields the address is made from. */
  sources: string[];
}

/** Each address (its #fragment dropped) another site's, with the pages that link it. */
function externalLinks(dist: string, ownOrigin: string): Map<string, string[]> {
  const links = new Map<string, string[]>();
  for (const file of htmlFiles(dist)) {
    const route = routeOf(file);
    for (const a of openingTags(readFileSync(path.join(dist, file), 'utf8'), 'a')) {
      const href = a.attrs.href?.split('#')[0];
      if (!href || !/^https?:\/\//i.test(href) || new URL(href).origin === ownOrigin) continue;
      const pages = links.get(href) ?? [];
      if (!pages.includes(route)) pages.push(route);
      links.set(href, pages);
    }
  }
  for (const pages of links.values()) pages.sort();
  return links;
}

function errorCode(e: unknown): string {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return 'timeout';
  const cause = (e as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
  return cause?.code ?? cause?.errors?.[0]?.code ?? String(e);
}

async function ask(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Answer> {
  try {
    const res = await fetch(url, { method, redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return { status: res.status };
  } catch (e) {
    return { error: errorCode(e) };
  }
}

/** HEAD first; many answer HEAD wrongly, so else GET, and a GET that may pass (no answer, 5xx, 429) once more. */
async function answer(url: string, timeoutMs: number): Promise<Answer> {
  const head = await ask(url, 'HEAD', timeoutMs);
  if ((head.status ?? 400) < 400 || head.error === 'ENOTFOUND') return head;
  const get = await ask(url, 'GET', timeoutMs);
  return !get.status || get.status >= 500 || get.status === 429 ? ask(url, 'GET', timeoutMs) : get;
}

const WHY: Record<string, string> = {
  ENOTFOUND: 'name does not resolve',
  timeout: 'no answer in time',
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
};

function verdict({ status, error = '' }: Answer): Pick<Checked, 'verdict' | 'why' | 'answered'> {
  const dead = status === 404 || status === 410 || error === 'ENOTFOUND';
  return {
    verdict: status && status < 400 ? 'ok' : dead ? 'dead' : 'unsure',
    why: status ? String(status) : (WHY[error] ?? error),
    answered: status !== undefined,
  };
}

/** Where in content/ an address is written: each field (or Markdown line) holding it, else the fields it is made from. */
function sourcesOf(url: string, files: ContentFile[]): string[] {
  const holding: string[] = [];
  const parts: string[] = [];
  const u = new URL(url);
  const pieces = new Set([...u.pathname.split('/'), ...u.searchParams.values()].filter((p) => p.length >= 6));
  for (const file of files) {
    const at = (where: string) => `content/${file.name}: ${where}`;
    for (const { path: field, value } of file.fields) {
      if (typeof value === 'string' && value.includes(url)) holding.push(at(field));
      else if ((typeof value === 'string' || typeof value === 'number') && pieces.has(String(value)))
        parts.push(at(field));
    }
    const lines = file.body?.text.split(/\r?\n/) ?? [];
    lines.forEach((text, i) => text.includes(url) && holding.push(at(`line ${file.body!.offset + i + 1}`)));
  }
  return holding.length ? holding : parts;
}

export async function checkExternal(opts: CheckOptions): Promise<Checked[]> {
  const { files } = readContent(opts.content);
  const site = files.find((f) => f.name === 'site.json')?.fields.find((f) => f.path === 'url')?.value;
  const links = [...externalLinks(opts.dist, String(site ?? ''))];
  return pool(links, opts.concurrency ?? 8, async ([url, pages]) => ({
    url,
    pages,
    ...verdict(await answer(url, opts.timeoutMs ?? 10_000)),
    sources: sourcesOf(url, files),
  }));
}

/** A run where no address got any answer at all, which only a machine without network gives. */
export const offline = (checked: Checked[]) => checked.length > 0 && !checked.some((c) => c.answered);
