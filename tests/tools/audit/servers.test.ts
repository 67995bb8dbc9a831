/** The audit's HTTP/2 server answers as the preview server does, plus its floor pages: the site as the hosts send it. */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect, createServer, type IncomingHttpHeaders as Http2Headers } from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { serve } from '../../../dev/preview.ts';
import { http2Handler } from '../../../tools/audit/servers.ts';
import { folder } from '../../helpers/folder.ts';

const page = (title: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title></head><body><p>${title} `.padEnd(2000, 'x') +
  '</p></body></html>';
const dir = folder({
  'index.html': page('Home'),
  'about/index.html': page('About'),
  '404.html': page('Not found'),
  'img/cat.webp': Buffer.alloc(3000, 7),
  _redirects: '/old-about /about 301\n',
  _headers:
    "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/img/*\n  Cache-Control: public, max-age=31536000, immutable\n",
});
const FLOOR =
  '<!DOCTYPE html><title>floor</title><p>A floor page, long enough to be worth compressing: floor floor floor.</p>';
const extra = (p: string) => (p === '/__floor/1' ? FLOOR : undefined);

const preview = await serve({ dir });
const h2 = createServer(http2Handler(dir, extra));
await new Promise<void>((resolve) => h2.listen(0, '127.0.0.1', resolve));
const session = connect(`http://127.0.0.1:${(h2.address() as { port: number }).port}`);
after(async () => {
  session.close();
  preview.server.closeAllConnections();
  await Promise.all([new Promise((r) => preview.server.close(r)), new Promise((r) => h2.close(r))]);
});

const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'];
/** An answer's status, its own headers (not the connection's: the preview server streams a file, the audit's sends it from memory with its length) and its bytes. */
const answer = (status: number, headers: IncomingHttpHeaders | Http2Headers, body: Buffer[]) => ({
  status,
  headers: Object.fromEntries(
    Object.entries(headers)
      .filter(([k]) => !k.startsWith(':') && !CONNECTION_HEADERS.includes(k))
      .sort(),
  ),
  body: Buffer.concat(body),
});
type Answer = ReturnType<typeof answer>;
const overHttp1 = (p: string) =>
  new Promise<Answer>((resolve, reject) => {
    get(preview.url + p, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res
        .on('data', (c: Buffer) => chunks.push(c))
        .on('end', () => resolve(answer(res.statusCode!, res.headers, chunks)));
    }).on('error', reject);
  });
const overHttp2 = (p: string) =>
  new Promise<Answer>((resolve, reject) => {
    const req = session.request({ ':path': p, 'accept-encoding': 'br' });
    let head: Http2Headers = {};
    const chunks: Buffer[] = [];
    req
      .on('response', (h) => (head = h))
      .on('data', (c: Buffer) => chunks.push(c))
      .on('error', reject);
    req.on('end', () => resolve(answer(Number(head[':status']), head, chunks))).end();
  });

describe('the audit’s HTTP/2 server', () => {
  it('answers pages, clean addresses, redirects, the not-found page and files exactly as the preview server does', async () => {
    for (const p of ['/', '/about', '/about/', '/old-about', '/no-such-page', '/img/cat.webp'])
      assert.deepEqual(await overHttp2(p), await overHttp1(p), p);
  });

  it('sends a floor page as a page: status 200, HTML, brotli when accepted', async () => {
    const floor = await overHttp2('/__floor/1');
    assert.deepEqual(
      [floor.status, floor.headers['content-type'], floor.headers['content-encoding']],
      [200, 'text/html; charset=utf-8', 'br'],
    );
    assert.equal(brotliDecompressSync(floor.body).toString(), FLOOR);
  });
});
