/**
 * The CMS's local backend inside the dev server: Decap's decap-server
 * middleware (tools/cms/, installed on first use) answers /api/v1 on the dev
 * server's own address, which listens on 127.0.0.1 only, so /admin/ edits the
 * clone with no sign-in and no second server. It is installed in the
 * background and loaded on the first request, so the dev server starts as
 * fast as before. Only pages of the dev server itself may call it. An entry's
 * photos are written before the entry's file (photosFirst).
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CMS_DIR, ensureInstalledInBackground } from './toolPackages.ts';

export const LOCAL_BACKEND_PATH = '/api/v1';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts loading the backend for the repository at `repoDir`; the handler answers /api/v1 once it is there (true: answered). */
export function localBackend(repoDir: string) {
  // Installed (on a first run) from the start, in the background; loaded on the first request, so starting the
  // dev server never waits for it.
  const installed = ensureInstalledInBackground(CMS_DIR);
  let app: Promise<Handler> | undefined;
  const load = () =>
    (app ??= installed.then(async () => {
      const require = createRequire(path.join(CMS_DIR, 'package.json'));
      type App = Handler & { use(h: unknown): void };
      const express = require('express') as (() => App) & { json(o: { limit: string }): unknown };
      const { registerLocalFs } = require('decap-server/dist/middlewares') as {
        registerLocalFs: (app: App, o: { logLevel: string }) => Promise<void>;
      };
      // decap-server reads the repository's folder from its environment.
      process.env.GIT_REPO_DIRECTORY = repoDir;
      const server = express();
      server.use(express.json({ limit: '50mb' }));
      server.use(photosFirst(repoDir));
      await registerLocalFs(server, { logLevel: 'warn' });
      return server;
    }));
  installed.catch((e: Error) => console.error(`The CMS's local backend could not be installed: ${e.message}`));
  return {
    handle(req: IncomingMessage, res: ServerResponse, origin: string) {
      // A page of another site cannot write files through the editor's browser.
      if (req.headers.origin !== undefined && req.headers.origin !== origin) {
        res
          .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end("The local backend answers only the dev server's own pages.");
        return true;
      }
      load().then(
        (h) => h(req, res),
        (e: Error) =>
          res
            .writeHead(503, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: `The CMS's local backend could not start: ${e.message}` })),
      );
      return true;
    },
  };
}

type Asset = { path: string; content: string; encoding: BufferEncoding };

/**
 * decap-server writes an entry's file before the photos uploaded with it, so the dev server could build the entry
 * in between and stop on a photo that "does not exist". The photos are written first here, and the entry's file
 * after them by decap-server.
 */
function photosFirst(repoDir: string) {
  const root = path.resolve(repoDir);
  return (
    req: { body?: { action?: string; params?: { assets?: Asset[] } } },
    _res: unknown,
    next: (e?: unknown) => void,
  ) => {
    const assets = req.body?.action === 'persistEntry' ? req.body.params?.assets : undefined;
    const files = (assets ?? []).map((a) => ({ a, file: path.resolve(root, a.path.replace(/^\/+/, '')) }));
    // Anything outside the repository is left to decap-server, which refuses it.
    if (!files.length || files.some(({ file }) => !file.startsWith(root + path.sep))) return next();
    Promise.all(
      files.map(({ a, file }) =>
        mkdir(path.dirname(file), { recursive: true }).then(() => writeFile(file, Buffer.from(a.content, a.encoding))),
      ),
    ).then(() => {
      req.body!.params!.assets = [];
      next();
    }, next);
  };
}
