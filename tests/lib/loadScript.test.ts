import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Window } from 'happy-dom';
import { loadScriptOnce } from '../../src/lib/loadScript.ts';

/** happy-dom fetches scripts through this interceptor: '/ok' counts its runs in a global, '/hang' never answers, else 404. */
const fetched: string[] = [];
let hangRelease: Array<() => void> = [];

const win = new Window({
  url: 'https://tours.example/',
  settings: {
    enableJavaScriptEvaluation: true,
    suppressInsecureJavaScriptEnvironmentWarning: true,
    fetch: {
      interceptor: {
        async beforeAsyncRequest({ request, window }) {
          fetched.push(request.url);
          const { pathname } = new URL(request.url);
          if (pathname.startsWith('/ok')) {
            return new window.Response(`window.RUNS = (window.RUNS || 0) + 1;`, {
              headers: { 'content-type': 'text/javascript' },
            });
          }
          if (pathname.startsWith('/hang')) {
            return new Promise((resolve) => {
              hangRelease.push(() => resolve(new window.Response('', { status: 404 })));
            });
          }
          return new window.Response('not found', { status: 404 });
        },
      },
    },
  },
});

const g = globalThis as { document?: unknown };

const scriptsWithSrc = (src: string) => [...win.document.querySelectorAll(`script[src="${src}"]`)];

const runs = () => (win as unknown as { RUNS?: number }).RUNS ?? 0;

before(() => {
  // Only this file needs a DOM; the module reads `document` when called.
  g.document = win.document;
});

after(async () => {
  delete g.document;
  for (const release of hangRelease) release();
  hangRelease = [];
  await win.happyDOM.abort();
  await win.happyDOM.close();
});

describe('loadScriptOnce', () => {
  /** A script the page's markup already holds, of a non-JS type so happy-dom leaves it alone. */
  const inMarkup = (src: string) => {
    const tag = win.document.createElement('script');
    tag.setAttribute('type', 'text/plain');
    tag.setAttribute('src', src);
    return win.document.body.appendChild(tag);
  };

  it('appends one async script to <head> and resolves after it ran', async () => {
    const src = 'https://cdn.example/ok-1.js';
    const before = runs();
    await loadScriptOnce(src);
    const scripts = scriptsWithSrc(src);
    assert.equal(scripts.length, 1);
    assert.equal(scripts[0]!.hasAttribute('async'), true);
    assert.equal(scripts[0]!.parentNode, win.document.head as unknown);
    assert.equal(runs(), before + 1);
  });

  it('shares one script and one promise between concurrent calls, and later calls insert no other', async () => {
    const src = 'https://cdn.example/ok-2.js';
    const before = runs();
    const first = loadScriptOnce(src);
    const second = loadScriptOnce(src);
    assert.equal(first, second);
    await Promise.all([first, second]);
    assert.equal(scriptsWithSrc(src).length, 1);
    assert.equal(fetched.filter((u) => u === src).length, 1);
    assert.equal(runs(), before + 1);
    await loadScriptOnce(src);
    assert.equal(scriptsWithSrc(src).length, 1);
  });

  it('adds nothing when isLoaded reports the global exists, whether or not the markup holds the script', async () => {
    const src = 'https://cdn.example/already-there.js';
    await loadScriptOnce(src, { isLoaded: () => true });
    assert.equal(scriptsWithSrc(src).length, 0);
    assert.equal(fetched.includes(src), false);
    inMarkup(src);
    await loadScriptOnce(src, { isLoaded: () => true });
    assert.equal(scriptsWithSrc(src).length, 1);
  });

  it('waits for a script already in the markup instead of adding a second copy', async () => {
    const src = 'https://cdn.example/pending-in-markup.js';
    const tag = inMarkup(src);
    const promise = loadScriptOnce(src, { isLoaded: () => false });
    tag.dispatchEvent(new win.Event('load'));
    await promise;
    assert.equal(scriptsWithSrc(src).length, 1);
  });

  it('rejects on a load error, removes the failed script and lets a later call retry', async () => {
    const src = 'https://cdn.example/fail.js';
    await assert.rejects(loadScriptOnce(src), /Failed to load script https:\/\/cdn\.example\/fail\.js/);
    assert.equal(scriptsWithSrc(src).length, 0);
    await assert.rejects(loadScriptOnce(src), /Failed to load script/);
    assert.equal(fetched.filter((u) => u === src).length, 2, 'the retry fetched again');
  });

  it('rejects after the timeout and forgets the attempt', async () => {
    const src = 'https://cdn.example/hang.js';
    // Only the timer rejects with this message, so no clock is read (a timed assertion would be flaky on a busy machine).
    await assert.rejects(loadScriptOnce(src, { timeoutMs: 50 }), /Timed out after 50 ms loading script/);
    assert.equal(scriptsWithSrc(src).length, 0);
    const retry = loadScriptOnce(src, { timeoutMs: 50 });
    assert.equal(scriptsWithSrc(src).length, 1, 'the retry inserted a fresh script');
    await assert.rejects(retry, /Timed out/);
  });

  it('rejects instead of throwing when there is no document', async () => {
    const saved = g.document;
    delete g.document;
    try {
      await assert.rejects(loadScriptOnce('https://cdn.example/no-dom.js'), /needs a browser document/);
    } finally {
      g.document = saved;
    }
  });
});
