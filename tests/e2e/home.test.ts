/**
 * The home page in Chromium: the video facades (the TV feature's here, the NBC
 * clip's on /gallery) ask their provider for nothing until Play is pressed,
 * then load the player (YouTube's privacy-enhanced one) in a titled iframe
 * without moving the page; press logos show at the height content
 * gives each (60 px when it gives none) and a logo that fails to load gives
 * way to the placeholder with "Failed to load image for {outlet}" in the
 * console. (The home gallery is the gallery island: gallery.test.ts; its
 * photos in order: tests/routes/index.test.ts.) Console,
 * third parties and sideways scroll as the page is used: every-route.test.ts.
 * Videos, logos and photos come from the content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, scrollThrough, type Watched } from '../helpers/browser.ts';
import { browserSuite } from '../helpers/browserSuite.ts';
import { content } from '../helpers/site.ts';
import { imageVariants } from '../helpers/copy.ts';
import { settled } from '../helpers/settle.ts';
import { DEFAULT_LOGO_HEIGHT } from '../../src/components/PressLogos.tsx';

const c = content();
const { site } = c;

describe('home.test.ts', () => {
  const suite = browserSuite();

  async function visit(
    viewport: { width: number; height: number },
    route = '/',
    setup?: (w: Watched) => Promise<unknown>,
  ) {
    const w = await suite.open({ viewport });
    await setup?.(w);
    await w.page.goto(route, { waitUntil: 'load' });
    return w;
  }

  // The one facade island with each provider's player (its address: tests/lib/video.test.ts).
  for (const { route, section, video, provider, player } of [
    {
      route: '/',
      section: '#video',
      video: site.videos.home,
      provider: /youtube/,
      player: `https://www.youtube-nocookie.com/embed/${site.videos.home.id}?autoplay=1`,
    },
    {
      route: '/gallery',
      section: '#nbc',
      video: site.videos.gallery,
      provider: /nbcnews/,
      player: `https://www.nbcnews.com/news/embedded-video/${site.videos.gallery.id}`,
    },
  ]) {
    it(`${route}: the video facade asks ${new URL(player).host} for nothing before Play, then loads the player in place`, async () => {
      const { page, external, problems } = await visit(DESKTOP, route);
      // Every lazy image and visible island woken and settled first, so nothing else moves the box.
      await scrollThrough(page);
      await settled(page);
      const facade = page.locator(`${section} [data-island="VideoFacade"]`);
      await facade.scrollIntoViewIfNeeded();
      await settled(page);
      assert.deepEqual(
        external.filter((u) => provider.test(u)),
        [],
        'no request to the provider before the click',
      );
      assert.equal(await facade.locator('iframe').count(), 0);
      const before = await facade.boundingBox();
      assert.ok(Math.abs(before!.width / before!.height - 16 / 9) < 0.02, '16:9 reserved');
      const requested = page.waitForRequest((r) => r.url() === player);
      await page.getByRole('button', { name: `${c.labels.video.play}: ${video.title}`, exact: true }).click();
      const frame = facade.locator('iframe');
      await frame.waitFor();
      assert.equal(await frame.getAttribute('src'), player);
      assert.equal(await frame.getAttribute('title'), video.title);
      const after = await facade.boundingBox();
      assert.equal(Math.round(after!.height), Math.round(before!.height), 'the box kept its size');
      // The button that had focus is gone: keyboard users carry on in the player.
      await page.waitForFunction(() => document.activeElement?.tagName === 'IFRAME');
      await requested;
      assert.ok(external.includes(player), 'the player was requested after the click');
      // Offline, the aborted frame is the browser's report, not the page's.
      assert.deepEqual(
        problems.filter((p) => !provider.test(p) && !/ERR_INTERNET_DISCONNECTED/.test(p)),
        [],
      );
    });
  }

  describe('the press-logo strip', () => {
    it('shows each logo at the height content gives it (the default without one) on wide screens', async () => {
      const { page } = await visit(DESKTOP);
      await page.locator('.press-logos').scrollIntoViewIfNeeded();
      const heights = await page.$$eval('.press-logos img', (imgs) =>
        imgs.map((i) => [i.getAttribute('data-outlet'), Math.round(i.getBoundingClientRect().height)]),
      );
      assert.deepEqual(
        heights,
        c.press.logos.map((l) => [l.outlet, l.height ?? DEFAULT_LOGO_HEIGHT]),
      );
    });

    it('swaps a logo that fails to load for the placeholder and names the outlet in the console', async () => {
      const [failing, other] = c.press.logos;
      const sel = (outlet: string) => `.press-logos img[data-outlet="${outlet.replace(/"/g, '\\"')}"]`;
      const w = await visit(DESKTOP, '/', (v) =>
        v.context.route(imageVariants(failing.image), (r) => r.fulfill({ status: 404, body: 'missing' })),
      );
      const img = w.page.locator(sel(failing.outlet));
      await img.scrollIntoViewIfNeeded();
      const placeholder = await img.getAttribute('data-press-fallback');
      await w.page.waitForFunction(
        ([s, p]) => {
          const i = document.querySelector<HTMLImageElement>(s)!;
          return i.getAttribute('src') === p && i.complete && i.naturalWidth > 0;
        },
        [sel(failing.outlet), placeholder] as const,
      );
      assert.ok(
        w.logs.some((l) => l.text === `Failed to load image for ${failing.outlet}`),
        'the outlet is named in the console',
      );
      if (other)
        assert.notEqual(
          await w.page.locator(sel(other.outlet)).getAttribute('src'),
          placeholder,
          'the other logos are untouched',
        );
    });
  });
});
