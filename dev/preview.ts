/**
 * A static server for dist/ that answers as the production hosts do: the redirect table with 301s, the built
 * _headers, clean URLs (/about -> about/index.html), the not-found page with 404. The browser tests run against it.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { matchRedirect, type RedirectRule } from '../src/lib/redirects.ts';

export const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Brotli when the client takes it, else gzip, as Netlify, Vercel and Cloudflare answer. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | undefined {
  const offered = (accept ?? '').split(',').map((e) => e.trim().split(';')[0].toLowerCase());
  return offered.includes('br') ? 'br' : offered.includes('gzip') ? 'gzip' : undefined;
}

export function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 9 });
}

/** What the handler reads of a request and does with a response: node:http's and node:http2's API both can. */
export interface PreviewRequest {
  url?: string;
  method?: string;
  headers: IncomingHttpHeaders;
}

export interface PreviewResponse extends NodeJS.WritableStream {
  writeHead(status: number, headers?: OutgoingHttpHeaders): this;
}

export interface HandlerOptions<
  Req extends PreviewRequest = IncomingMessage,
  Res extends PreviewResponse = ServerResponse,
> {
  dir: string;
  /** Answers a request before the files do (the dev server's /__dev/ endpoints); returns true when it did. */
  handle?: (req: Req, res: Res, url: URL) => boolean;
  /** Keeps every file's bytes in memory once read, as a host's edge cache does (the audit's server: its answers cost no disk read). */
  inMemory?: boolean;
}

/** A value made from a file, kept until it changes (bounded): brotli 9 of React's chunk costs tens of ms. */
class PerFileVersion<T> {
  private readonly values = new Map<string, T>();
  get(file: string, extra: string, make: () => T): T {
    // A rebuild writes a new file (a new inode) or changes its size or time.
    const st = statSync(file, { throwIfNoEntry: false });
    const key = `${file}\0${st && `${st.ino}:${st.size}:${st.mtimeMs}`}\0${extra}`;
    if (!this.values.has(key)) {
      if (this.values.size >= 2000) this.values.clear();
      this.values.set(key, make());
    }
    return this.values.get(key)!;
  }
}

/** A host file of the site in `dir`, empty when the build wrote none. */
const hostFile = (dir: string, name: string) =>
  existsSync(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : '';

function readRules(dir: string): RedirectRule[] {
  // The build writes _redirects from content/redirects.json; reading it back keeps the server host-faithful.
  return hostFile(dir, '_redirects')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [from, to] = line.split(/\s+/);
      return { from: from.replace(/:name$/, '*'), to };
    });
}

/** dist/_headers (Netlify/Cloudflare syntax) as path blocks, so the server sends what the host would. */
export function readHeaderBlocks(dir: string): HeaderBlock[] {
  return parseHeaderBlocks(hostFile(dir, '_headers'));
}

export type HeaderBlock = { pattern: string; headers: Record<string, string> };

export function parseHeaderBlocks(text: string): HeaderBlock[] {
  const blocks: HeaderBlock[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) blocks.push({ pattern: line.trim(), headers: {} });
    else if (blocks.length) {
      const i = line.indexOf(':');
      blocks[blocks.length - 1].headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return blocks;
}

/** The headers the blocks give `urlPath`: every matching block's, in order. */
export function headersFor(blocks: HeaderBlock[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const b of blocks) {
    const match = b.pattern.endsWith('*') ? urlPath.startsWith(b.pattern.slice(0, -1)) : urlPath === b.pattern;
    if (match) Object.assign(out, b.headers);
  }
  return out;
}

export function resolveFile(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // A malformed %-escape names no file; it must not throw out of the request handler and stop the server.
    return undefined;
  }
  const clean = path.posix.normalize(decoded);
  if (clean.includes('\0')) return undefined;
  const candidates = [clean, `${clean.replace(/\/$/, '')}/index.html`, `${clean}.html`];
  for (const c of candidates) {
    const full = path.join(dir, c);
    if (!full.startsWith(path.resolve(dir))) return undefined;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

/** The preview server's answers, also the audit's HTTP/2 server's (tools/audit/): the same files and headers. */
export function previewHandler<Req extends PreviewRequest, Res extends PreviewResponse>(
  opts: HandlerOptions<Req, Res>,
): (req: Req, res: Res) => void {
  const dir = path.resolve(opts.dir);
  const redirectRules = new PerFileVersion<RedirectRule[]>();
  const headerBlocks = new PerFileVersion<HeaderBlock[]>();
  const bodies = new PerFileVersion<Buffer>();
  const stubs = new PerFileVersion<boolean>();
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (opts.handle?.(req, res, url)) return;
    // Checked per request: dev rebuilds swap dist/ underneath a running server.
    const rules = redirectRules.get(path.join(dir, '_redirects'), '', () => readRules(dir));
    const blocks = headerBlocks.get(path.join(dir, '_headers'), '', () => readHeaderBlocks(dir));
    const base = headersFor(blocks, url.pathname);
    const send = (status: number, file: string) => {
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      // Files the host rules don't name (the 404 page for a missing path) revalidate, as on the hosts.
      const headers = { 'Cache-Control': 'public, max-age=0, must-revalidate', ...base, 'Content-Type': type };
      // Text is compressed as every production host does, so Lighthouse measures what visitors get.
      const encoding = COMPRESSIBLE.test(type) ? pickEncoding(req.headers['accept-encoding']) : undefined;
      if (encoding || opts.inMemory) {
        const body = bodies.get(file, encoding ?? '', () => {
          const raw = readFileSync(file);
          return encoding ? compress(raw, encoding) : raw;
        });
        if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
        res
          .writeHead(status, { ...headers, 'Content-Length': String(body.length) })
          .end(req.method === 'HEAD' ? '' : body);
      } else if (req.method === 'HEAD') res.writeHead(status, headers).end();
      else createReadStream(file).pipe(res.writeHead(status, headers));
    };
    // Like the hosts: a real file wins, then the redirect table, then the 404 page.
    const file = resolveFile(dir, url.pathname);
    const isStub =
      file?.endsWith('index.html') &&
      stubs.get(file, '', () => readFileSync(file, 'utf8').includes('http-equiv="refresh"'));
    const to = matchRedirect(rules, url.pathname);
    // Directory-style URLs: /about/ redirects to /about so each page has one address.
    const slashed = file && url.pathname.length > 1 && url.pathname.endsWith('/') && file.endsWith('index.html');
    const notFound = path.join(dir, '404.html');
    if (to && (!file || isStub))
      res
        .writeHead(301, { ...base, Location: to + url.search, 'Cache-Control': 'public, max-age=0, must-revalidate' })
        .end();
    else if (slashed) res.writeHead(301, { ...base, Location: url.pathname.replace(/\/+$/, '') + url.search }).end();
    else if (file) send(200, file);
    else if (existsSync(notFound)) send(404, notFound);
    else res.writeHead(404, base).end('Not found');
  };
}

export async function serve(opts: HandlerOptions & { port?: number; host?: string }) {
  const server = createServer(previewHandler(opts));
  const host = opts.host ?? '127.0.0.1';
  await once(server.listen(opts.port ?? 0, host), 'listening');
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}
