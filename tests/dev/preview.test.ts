/**
 * The preview server as the dev server uses it: the script it injects into
 * every page names the build the page was read at, so a page must get the
 * script of the moment it is asked for, even when its file has not changed
 * and its compressed body was kept from an earlier answer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { serve } from '../../dev/preview.ts';
import { folder } from '../helpers/folder.ts';

describe('preview server with an injected script', () => {
  let server: Server;
  let url: string;
  let build = 1;

  before(async () => {
    ({ server, url } = await serve({
      dir: folder({
        'index.html': '<!doctype html><html><body><main>Home</main></body></html>',
        'about/index.html': '<!doctype html><html><body><main>About</main></body></html>',
      }),
      get inject() {
        return `<script type="module" src="/__dev/reload.js?v=${build}"></script>`;
      },
    }));
  });

  after(() => server.close());

  for (const encoding of ['br', 'gzip', 'identity']) {
    it(`sends the script of the current build with an unchanged page (${encoding})`, async () => {
      const ask = async () => (await fetch(`${url}/about`, { headers: { 'accept-encoding': encoding } })).text();
      build++;
      const first = await ask();
      assert.match(first, new RegExp(`reload\\.js\\?v=${build}"></script></body>`));
      build++;
      const second = await ask();
      assert.match(
        second,
        new RegExp(`reload\\.js\\?v=${build}"></script></body>`),
        'a later build: the page names it',
      );
      assert.equal(second.replace(/v=\d+/, ''), first.replace(/v=\d+/, ''), 'the page itself is the same');
    });
  }
});
