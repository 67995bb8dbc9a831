/**
 * The CMS's local backend inside the dev server: Decap's decap-server
 * middleware (tools/cms/, installed on first use) answers /api/v1 on the dev
 * server's own address, which listens on 127.0.0.1 only, so /admin/ edits the
 * clone with no sign-in and no second server. It is installed in the
 * background and loaded on the first request, so the dev server starts as
 * fast as before. Only pages of the dev server itself may call it.
 */
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CMS_DIR, ensureInstalledInBackground } from '../tools/install.ts';

export const LOCAL_BACKEND_PATH = '/api/v1';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Starts loading the backend for the repository at `repoDir`; the handler answers /api/v1 once it is there. */
export function localBackend(repoDir: string): {
  handle: (req: IncomingMessage, res: ServerResponse, origin: string) => void;
  ready: Promise<unknown>;
} {
  // Installed (on a first run) from the start, in the background; loaded on the first request, so starting the
  // dev server never waits for it.
  const installed = ensureInstalledInBackground(CMS_DIR);
  let app: Promise<Handler> | undefined;
  const load = () =>
    (app ??= installed.then(async () => {
      const require = createRequire(path.join(CMS_DIR, 'package.json'));
      const express = require('express') as () => Handler;
      const { registerLocalFs } = require('decap-server/dist/middlewares') as {
        registerLocalFs: (app: Handler, o: { logLevel: string }) => Promise<void>;
      };
      // decap-server reads the repository's folder from its environment.
      process.env.GIT_REPO_DIRECTORY = repoDir;
      const server = express();
      await registerLocalFs(server, { logLevel: 'warn' });
      return server;
    }));
  const ready = installed.catch((e: Error) =>
    console.error(`The CMS's local backend could not be installed: ${e.message}`),
  );
  return {
    ready,
    handle(req, res, origin) {
      // A page of another site cannot write files through the editor's browser.
      if (req.headers.origin !== undefined && req.headers.origin !== origin) {
        res
          .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' })
          .end("The local backend answers only the dev server's own pages.");
        return;
      }
      load().then(
        (h) => h(req, res),
        (e: Error) =>
          res
            .writeHead(503, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ error: `The CMS's local backend could not start: ${e.message}` })),
      );
    },
  };
}
