/**
 * The audit's HTTP/2 server answers every request as the preview server
 * does (status, headers, compressed bytes: pages, clean addresses,
 * redirects, the not-found page, files) and adds only its floor pages,
 * compressed as pages are, so what Lighthouse measures over HTTP/2 is the
 * site as the hosts send it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get } from 'node:http';
import { connect, createServer, type Http2Server } from 'node:http2';
import type { Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { serve } from '../../../dev/preview.ts';
import { http2Handler } from '../../../tools/audit/servers.ts';
import { folder } from '../../helpers/folder.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to the connection, not to the answer (the preview server streams a file, the audit's sends it from memory with its length). */
const CONNECTION = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
const answerHeaders = (h: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(h)
      .filter(([k]) => !k.startsWith(':') && !CONNECTION.has(k.toLowerCase()))
      .map(([k, v]) => [k.toLowerCase(), String(v)])
      .sort(),
  );

let dir: string;
let h1: Server;
let h2: Http2Server;
let h1Url: string;
let h2Url: string;
const FLOOR =
  '<!DOCTYPE html><title>floor</title><p>A floor page, long enough to be worth compressing: floor floor floor floor floor.</p>';
const extra = (p: string) => (p === '/__floor/1' ? FLOOR : undefined);

before(async () => {
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><p>${title} `.padEnd(2000, 'x') +
    '</p></body></html>';
  dir = folder({
    'index.html': page('Home'),
    'about/index.html': page('About'),
    '404.html': page('Not found'),
    'img/cat.webp': Buffer.alloc(3000, 7),
    _redirects: '/old-about /about 301\n',
    _headers:
      "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/img/*\n  Cache-Control: public, max-age=31536000, immutable\n",
  });
  const preview = await serve({
    dir,
    handle: (_req, res, u) => {
      if (extra(u.pathname) === undefined) return false;
      res.writeHead(500).end();
      return true;
    },
  });
  h1 = preview.server;
  h1Url = preview.url;
  h2 = createServer(http2Handler(dir, extra));
  await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
  h2Url = `http://127.0.0.1:${(h2.address() as { port: number }).port}`;
});
after(async () => {
  h1?.closeAllConnections();
  await Promise.all([new Promise((r) => h1?.close(r)), new Promise((r) => h2?.close(r))]);
});

function overHttp1(p: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(h1Url + p, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: answerHeaders(res.headers), body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

function overHttp2(p: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(h2Url);
    session.on('error', reject);
    const req = session.request({ ':path': p, 'accept-encoding': 'br' });
    let head: Record<string, unknown> = {};
    const chunks: Buffer[] = [];
    req.on('response', (h) => (head = h));
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      session.close();
      resolve({ status: Number(head[':status']), headers: answerHeaders(head), body: Buffer.concat(chunks) });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the audit’s HTTP/2 server', () => {
  it('answers pages, clean addresses, redirects, the not-found page and files exactly as the preview server does', async () => {
    for (const p of ['/', '/about', '/about/', '/old-about', '/no-such-page', '/img/cat.webp']) {
      const [one, two] = await Promise.all([overHttp1(p), overHttp2(p)]);
      assert.equal(two.status, one.status, `${p}: status`);
      assert.deepEqual(two.headers, one.headers, `${p}: headers`);
      assert.ok(two.body.equals(one.body), `${p}: bytes`);
    }
  });

  it('sends a floor page as a page: status 200, HTML, brotli when accepted', async () => {
    const floor = await overHttp2('/__floor/1');
    assert.equal(floor.status, 200);
    assert.equal(floor.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(floor.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(floor.body).toString(), FLOOR);
  });
});
