/**
 * The set-up every browser test file shares, registered in the suite that
 * calls it: before its tests, the built site is served and the browser
 * connected; after them, both are closed. Pages it opens close when the test
 * that opened them ends: an open page keeps animating (the carousel,
 * transitions) and costs the next tests their CPU.
 */
import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launch, openPage, type Watched } from './browser.ts';
import { startSite } from './site.ts';

export interface BrowserSuite {
  /** The browser, once the suite's tests run. */
  readonly browser: Browser;
  /** The served build's address, once the suite's tests run. */
  readonly url: string;
  /** A page (openPage's options; the served build unless another baseURL is given), closed when the current test ends. */
  open(opts?: Partial<Parameters<typeof openPage>[1]>): Promise<Watched>;
}

export function browserSuite(): BrowserSuite {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof startSite>> | undefined;
  const pages: Watched[] = [];
  before(async () => {
    [browser, site] = await Promise.all([launch(), startSite()]);
  });
  afterEach(async () => {
    await Promise.all(pages.splice(0).map((w) => w.context.close().catch(() => {})));
  });
  after(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error("browserSuite: the browser is there only while the suite's tests run");
      return browser;
    },
    get url() {
      if (!site) throw new Error("browserSuite: the site is served only while the suite's tests run");
      return site.url;
    },
    async open(opts) {
      const w = await openPage(this.browser, { baseURL: this.url, ...opts });
      pages.push(w);
      return w;
    },
  };
}
