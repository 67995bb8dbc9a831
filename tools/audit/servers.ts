/** The audit's servers, HTTP/2 over TLS as the hosts answer and HTTP/1.1, on the preview's handler plus the floors. */
import { createHash, X509Certificate } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import {
  connect,
  createSecureServer,
  type Http2ServerRequest,
  type Http2ServerResponse,
  type ServerHttp2Session,
} from 'node:http2';
import path from 'node:path';
import {
  compress,
  pickEncoding,
  previewHandler,
  serve,
  type PreviewRequest,
  type PreviewResponse,
} from '../../dev/preview.ts';
import { filesUnder } from '../../src/pipeline/filesUnder.ts';

type Selfsigned = { generate(attrs: object[], opts: object): Promise<{ private: string; cert: string }> };
// A name in a variable, as lighthouse.ts holds its own.
const SELFSIGNED = 'selfsigned';

export type RunCertificate = Awaited<ReturnType<typeof makeCertificate>>;

/** Browsers want TLS for HTTP/2: a certificate for the run, whose one key Chromium is told to trust. */
export async function makeCertificate() {
  const selfsigned = (await import(SELFSIGNED)) as Selfsigned;
  const pems = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
      { name: 'extKeyUsage', serverAuth: true },
    ],
  });
  const der = new X509Certificate(pems.cert).publicKey.export({ type: 'spki', format: 'der' });
  // spki: the SHA-256 of its SubjectPublicKeyInfo in base64, as --ignore-certificate-errors-spki-list takes it.
  return { key: pems.private, cert: pems.cert, spki: createHash('sha256').update(der).digest('base64') };
}

export type Protocol = 'h2' | 'http1';

/** The HTML of one of the audit's own pages (a floor) at `pathname`, or undefined for the site's files. */
export type ExtraPages = (pathname: string) => string | undefined;

export interface AuditServer {
  protocol: Protocol;
  origin: string;
  close(): Promise<void>;
}

/** Answers an extra page as the site's pages are answered: status 200, revalidated, compressed as the client accepts. */
function extraHandler<Req extends PreviewRequest, Res extends PreviewResponse>(extra: ExtraPages) {
  return (req: Req, res: Res, url: URL): boolean => {
    const html = extra(url.pathname);
    if (html === undefined) return false;
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const body = encoding ? compress(Buffer.from(html), encoding) : Buffer.from(html);
    res
      .writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'public, max-age=0, must-revalidate',
        'Content-Length': String(body.length),
        ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
      })
      .end(body);
    return true;
  };
}

export const http2Handler = (dir: string, extra: ExtraPages) =>
  previewHandler<Http2ServerRequest, Http2ServerResponse>({ dir, handle: extraHandler(extra), inMemory: true });

/** Stops a server at once: `drop` ends the connections a browser keeps open. */
const closer = (server: { close(done: () => void): unknown }, drop: () => void) => () =>
  new Promise<void>((resolve) => {
    drop();
    server.close(() => resolve());
  });

async function inBatches(paths: string[], ask: (p: string) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < paths.length; i += 16) await Promise.all(paths.slice(i, i + 16).map(ask));
}

/** dist/ on 127.0.0.1, each file held in memory and asked for once first: a slow first answer would count as server time. */
export async function serveAudit(
  protocol: Protocol,
  dir: string,
  extra: ExtraPages,
  certificate: RunCertificate,
): Promise<AuditServer> {
  const paths = filesUnder(dir)
    .filter((f) => !path.posix.basename(f).startsWith('_'))
    .map((f) => `/${f}`);
  if (protocol === 'http1') {
    const { server, url } = await serve({ dir, handle: extraHandler(extra), inMemory: true });
    const ask = (p: string) =>
      fetch(url + p, { headers: { 'accept-encoding': 'gzip, deflate' } }).then((r) => r.arrayBuffer());
    await inBatches(paths, ask);
    return { protocol, origin: url, close: closer(server, () => server.closeAllConnections()) };
  }
  const server = createSecureServer(
    { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
    http2Handler(dir, extra),
  );
  // Chromium keeps its sessions open; destroying them lets the server stop at once.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (s) => {
    sessions.add(s);
    s.once('close', () => sessions.delete(s));
  });
  await once(server.listen(0, '127.0.0.1'), 'listening');
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session = connect(origin, { ca: certificate.cert });
  // A session that fails (a refused certificate) fails the warm-up, rather than leaving its requests waiting.
  const failed = new Promise<never>((_, reject) => session.once('error', reject));
  failed.catch(() => {});
  const ask = (p: string) =>
    Promise.race([
      failed,
      new Promise<void>((resolve, reject) => {
        const req = session.request({ ':path': p, 'accept-encoding': 'gzip, deflate, br, zstd' });
        req
          .on('error', reject)
          .on('end', () => resolve())
          .resume();
        req.end();
      }),
    ]);
  try {
    await inBatches(paths, ask);
  } finally {
    session.close();
  }
  return { protocol, origin, close: closer(server, () => sessions.forEach((s) => s.destroy())) };
}
