/** npm run links -- --external against a local server answering each way a site can, a closed port, and no network. */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkExternal, type Checked } from '../../../tools/links/external.ts';
import { EXIT, report } from '../../../tools/links/report.ts';
import { folder } from '../../helpers/folder.ts';

const asked = new Map<string, number>();
let inFlight = 0;
let mostInFlight = 0;
/** /404 answers 404 and so on; /301 leads to /200. */
const server = createServer((req, res) => {
  const n = (asked.get(req.url!) ?? 0) + 1;
  asked.set(req.url!, n);
  mostInFlight = Math.max(mostInFlight, ++inFlight);
  res.on('close', () => inFlight--);
  if (req.url === '/silent') return;
  const busy = n <= 2 ? 503 : 200;
  const status =
    { '/head-refused': req.method === 'HEAD' ? 405 : 200, '/busy': busy }[req.url!] ?? Number(req.url!.slice(1, 4));
  // A fresh connection each time: a kept-alive one the server closes as the next request goes out would be asked again.
  res.writeHead(status, { connection: 'close', ...(status === 301 ? { location: '/200?moved' } : {}) }).end();
});

/** A port nothing listens on: one the system just gave and took back. */
async function closedPort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => s.once('listening', r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

const page = (links: string[]) => links.map((href) => `<a href="${href}">x</a>`).join('\n');
let origin = '';
let checked: Checked[] = [];
const byPath = (p: string) => checked.find((c) => c.url.endsWith(p))!;

before(async () => {
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const paths = ['/200', '/301', '/404', '/410', '/403', '/head-refused', '/busy'];
  const dist = folder({
    'index.html': page([...paths.map((p) => origin + p), 'https://own.example/about', '/tours']),
    'in-the-news/index.html': page([
      `${origin}/404#top`,
      `http://127.0.0.1:${await closedPort()}/`,
      'https://nowhere.invalid/',
    ]),
  });
  const content = folder({
    'site.json': { url: 'https://own.example' },
    'press.json': { articles: [{ title: 'A clipping', link: `${origin}/404` }] },
    'pages/policy.md': `---\ntitle: Policy\n---\n\nOur [old notes](${origin}/410).\n`,
  });
  // The silent address alone with a short timeout: the others' is one no busy machine reaches (a late one is re-asked).
  const silent = folder({ 'index.html': page([`${origin}/silent`]) });
  checked = [
    ...(await checkExternal({ dist, content, concurrency: 3, timeoutMs: 60_000 })),
    ...(await checkExternal({ dist: silent, content, timeoutMs: 300 })),
  ];
});
after(() => {
  server.closeAllConnections();
  server.close();
});

describe('the external link check', () => {
  it('checks each address of another site once, fragment dropped, with every page linking it', () => {
    assert.deepEqual(byPath('/404').pages, ['/', '/in-the-news']);
    assert.ok(!checked.some((c) => c.url.startsWith('https://own.example')), 'the site itself is not asked');
    assert.ok(mostInFlight <= 3, `at most 3 requests at once, saw ${mostInFlight}`);
  });

  it('dead: 404, 410, a name that does not resolve, with the file and field to fix; unsure: 403, silence, a closed port', () => {
    const found = (verdict: string) => checked.filter((c) => c.verdict === verdict).map((c) => c.why);
    assert.deepEqual(found('dead').sort(), ['404', '410', 'name does not resolve']);
    assert.deepEqual(byPath('/404').sources, ['content/press.json: articles.0.link']);
    assert.deepEqual(byPath('/410').sources, ['content/pages/policy.md: line 5']);
    assert.deepEqual(found('unsure').sort(), ['403', 'connection refused', 'no answer in time']);
  });

  it('a redirect is followed, a refused HEAD asked again with GET, a passing failure retried once', () => {
    for (const p of ['/200', '/301', '/head-refused', '/busy']) assert.equal(byPath(p).verdict, 'ok', p);
    assert.equal(asked.get('/200'), 1, 'a HEAD that answers is enough');
    assert.equal(asked.get('/busy'), 3, 'HEAD, GET, and one retry');
    assert.equal(asked.get('/silent'), 3);
  });

  it('the report lists the dead links with where to fix them, the unsure apart, and exits 1', () => {
    const { text, exitCode } = report(checked);
    assert.equal(exitCode, EXIT.dead);
    assert.match(text, /^\*\*Dead links to other sites \(3\)\*\*/);
    assert.ok(text.includes(`| ${origin}/404 | 404 | /, /in-the-news | content/press.json: articles.0.link |`), text);
    assert.match(text, /\*\*Unsure \(3\)\*\*/);
    assert.match(text, /10 links to other sites checked: 3 dead, 3 unsure\.$/);
  });

  it('with no network at all it says so once and calls nothing dead', async () => {
    const dist = folder({ 'index.html': page(['https://a.invalid/', 'https://b.invalid/x']) });
    const offline = report(await checkExternal({ dist, content: folder({ 'site.json': {} }), timeoutMs: 500 }));
    assert.deepEqual(offline, {
      text: 'No network: none of the 2 links to other sites got an answer, so none is called dead.',
      exitCode: EXIT.clear,
    });
  });
});
