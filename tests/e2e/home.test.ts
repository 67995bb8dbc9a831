/** The video facades (the home page's, /gallery's NBC clip) and the press logos. */
import { expect, scrollThrough, settled, test } from '../helpers/browser.ts';
import { content } from '../helpers/site.ts';
import { imageVariants } from '../helpers/copy.ts';
import { DEFAULT_LOGO_HEIGHT } from '../../src/components/PressLogos.tsx';

const c = content();
const { videos } = c.site;

for (const { route, section, video, provider, player } of [
  {
    route: '/',
    section: '#video',
    video: videos.home,
    provider: /youtube/,
    player: `https://www.youtube-nocookie.com/embed/${videos.home.id}?autoplay=1`,
  },
  {
    route: '/gallery',
    section: '#nbc',
    video: videos.gallery,
    provider: /nbcnews/,
    player: `https://www.nbcnews.com/news/embedded-video/${videos.gallery.id}`,
  },
])
  test(`${route}: the video asks ${new URL(player).host} nothing until Play, then plays`, async ({ page, w }) => {
    await page.goto(route);
    // Every lazy image and visible island woken and settled first, so nothing else moves the box.
    await scrollThrough(page);
    await settled(page);
    const facade = page.locator(`${section} [data-island="VideoFacade"]`);
    await facade.scrollIntoViewIfNeeded();
    await settled(page);
    const early = w.external.filter((u) => provider.test(u));
    expect(early, 'nothing asked of the provider before the click').toEqual([]);
    await expect(facade.locator('iframe')).toHaveCount(0);
    const before = (await facade.boundingBox())!;
    expect(Math.abs(before.width / before.height - 16 / 9), '16:9 reserved').toBeLessThan(0.02);
    const requested = page.waitForRequest(player);
    await page.getByRole('button', { name: `${c.labels.video.play}: ${video.title}`, exact: true }).click();
    const frame = facade.locator('iframe');
    await expect(frame).toHaveAttribute('src', player);
    await expect(frame).toHaveAttribute('title', video.title);
    expect(Math.round((await facade.boundingBox())!.height), 'the box kept its size').toBe(Math.round(before.height));
    // The button that had focus is gone: keyboard users carry on in the player.
    await expect(frame).toBeFocused();
    await requested;
    // Offline, the aborted frame is the browser's report, not the page's.
    expect(w.problems.filter((p) => !provider.test(p) && !/ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
  });

test('press logos show at their own heights; one that fails gives way to the placeholder', async ({ page, w }) => {
  const [failing, other] = c.press.logos;
  const logo = (outlet: string) => page.locator(`.press-logos img[data-outlet="${outlet.replace(/"/g, '\\"')}"]`);
  await page.route(imageVariants(failing.image), (r) => r.fulfill({ status: 404, body: 'missing' }));
  await page.goto('/');
  const img = logo(failing.outlet);
  await img.scrollIntoViewIfNeeded();
  const placeholder = (await img.getAttribute('data-press-fallback'))!;
  await expect(img).toHaveAttribute('src', placeholder);
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
  expect(w.logs.map((l) => l.text)).toContain(`Failed to load image for ${failing.outlet}`);
  if (other) await expect(logo(other.outlet), 'the other logos are untouched').not.toHaveAttribute('src', placeholder);
  const heights = await page
    .locator('.press-logos img')
    .evaluateAll((imgs) =>
      imgs.map((i) => [i.getAttribute('data-outlet'), Math.round(i.getBoundingClientRect().height)]),
    );
  const own = c.press.logos.map((l) => [l.outlet, l.height ?? DEFAULT_LOGO_HEIGHT]);
  expect(heights, 'the height content gives each, else the default').toEqual(own);
});
