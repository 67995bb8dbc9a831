/**
 * The CMS's local backend: decap-server's middleware (tools/cms/, installed on first use) answers /api/v1 on the dev
 * server's own address (127.0.0.1 only), so /admin/ edits the clone with no sign-in and no second server.
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CMS_DIR, ensureInstalledInBackground } from './toolPackages.ts';

export const LOCAL_BACKEND_PATH = '/api/v1';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The backend of the repository at `repoDir`: installed in the background, loaded on the first request. */
export function localBackend(repoDir: string) {
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
      if (req.headers.origin !== undefined && req.headers.origin !== origin)
        res
          .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end("The local backend answers only the dev server's own pages.");
      else
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

/** An entry's photos written before its file: else the dev server could build it in between, missing a photo. */
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
