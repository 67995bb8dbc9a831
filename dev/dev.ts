/**
 * npm run dev [--port 4321 (0: a free one)] [--out dist] [--content content]: holds the address and hands every
 * request to the dev server's process (server.ts), starting a fresh one when it asks; requests wait meanwhile.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { flag, ROOT } from './root.ts';

const port = Number(flag('--port') ?? process.env.PORT ?? 4321);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number (0 picks a free one), not ${flag('--port') ?? process.env.PORT}`);
  process.exit(2);
}
const outDir = path.resolve(flag('--out') ?? path.join(ROOT, 'dist'));
const contentDir = path.resolve(flag('--content') ?? path.join(ROOT, 'content'));

let child: ChildProcess | undefined;
/** The port of the process answering, once it listens. */
let target: number | undefined;
/** While the process has stopped (until the next change), pages say so instead of waiting for nothing. */
let stopped: string | undefined;
const held: [IncomingMessage, ServerResponse][] = [];

function forward(req: IncomingMessage, res: ServerResponse): void {
  if (stopped !== undefined)
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(stopped);
  else if (target === undefined) held.push([req, res]);
  else {
    const to = request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers: req.headers },
      (r) => r.pipe(res.writeHead(r.statusCode ?? 502, r.headers)),
    );
    // The process ended while answering (a restart): the browser asks again, or the page's event stream reconnects.
    to.on('error', () => res.destroy());
    req.pipe(to);
  }
}

const server = createServer(forward);
await once(server.listen(port, '127.0.0.1'), 'listening');
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

function start(restarted: boolean): void {
  target = undefined;
  const options = { root: ROOT, contentDir, outDir, url, restarted };
  const started = fork(path.join(ROOT, 'dev', 'server.ts'), [JSON.stringify(options)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  child = started;
  started.on('message', (m: { type: 'listening'; port: number } | { type: 'restart' }) => {
    if (m.type === 'restart') {
      console.log('Code changed: full rebuild in a fresh build process…');
      started.kill();
      start(true);
      return;
    }
    if (!restarted) console.log(`Dev server at ${url}`);
    target = m.port;
    for (const [req, res] of held.splice(0)) forward(req, res);
  });
  started.on('exit', (code) => {
    if (child !== started) return;
    child = undefined;
    console.error(`The build process stopped (exit ${code}); it restarts on the next change.`);
    stopped = `The build process stopped (exit ${code}). Save a file to start it again.`;
    for (const [req, res] of held.splice(0)) forward(req, res);
    const again = () => {
      for (const w of watchers) w.close();
      stopped = undefined;
      start(true);
    };
    const watchers = [path.join(ROOT, 'src'), path.join(ROOT, 'build.ts'), contentDir].map((p) =>
      watch(p, { recursive: true }, again),
    );
  });
}

start(false);
const stop = () => {
  child?.kill();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
