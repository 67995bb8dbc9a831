/**
 * Every kind of form of the CMS at /admin/ (tests/helpers/cms.ts) as an editor meets it: what it says, and that
 * publishing it unchanged writes every file as it was. The walk fails on a console error, a failed request or a
 * request to another host; it runs on the worker's copy and dev server, beside cms.test.ts's walks.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../helpers/browser.ts';
import { go, publish, setText } from '../helpers/cms.ts';
import { ROOT } from '../helpers/site.ts';
import { fileTalk } from '../fixtures/cmsConfig.ts';

test.describe.configure({ timeout: 600_000 });

/** The first Markdown entry of each folder collection, then page copy and settings files: one form of each kind. */
const firstEntry = (folder: string) =>
  readdirSync(path.join(ROOT, 'content', folder))
    .sort()
    .find((f) => f.endsWith('.md'))
    ?.slice(0, -3);
const ENTRIES = [
  ...['blog', 'tours', 'pages'].flatMap((c) => (firstEntry(c) ? [`/collections/${c}/entries/${firstEntry(c)}`] : [])),
  '/collections/page-copy/entries/page-home',
  ...['site', 'menus', 'labels'].map((f) => `/collections/settings/entries/${f}`),
];
// One walk through every form, in one page signed in once: each CMS load costs seconds of the machine's time.
test('every kind of form speaks to an editor, and published unchanged leaves every file as it was', async ({
  admin: { page },
  cms,
}) => {
  const files = () =>
    new Map(
      readdirSync(cms.site.content, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(cms.site.content, path.join(e.parentPath, e.name)))
        .filter((f) => !f.startsWith('images'))
        .map((f) => [f, cms.read(f)]),
    );
  const before = files();
  for (const entry of ENTRIES)
    await test.step(entry, async () => {
      await go(page, entry);
      const field = page.locator('input[type=text]:visible, textarea:visible').first();
      const value = await field.inputValue();
      // What the form says, as shown: no file path, command, key or true/false in a label or a hint.
      const said = async (selector: string) => (await page.locator(selector).allTextContents()).filter(Boolean);
      const [labels, hints] = [await said('label'), await said('[class*="-ControlHint"]')];
      expect(hints.length, `hints shown in ${entry}`).toBeGreaterThan(0);
      expect([...labels.filter((l) => fileTalk(l, true)), ...hints.filter((h) => fileTalk(h))]).toEqual([]);
      // Decap publishes only a form whose values differ from every version of the entry it has seen: a letter is
      // added and published, then, in the form loaded afresh, taken back and published, so the last save writes
      // every value of the form as it was.
      await setText(field, `${value}x`);
      await publish(page);
      await go(page, entry);
      await field.inputValue();
      await setText(field, value);
      await publish(page);
      const after = files();
      expect(
        [...before.keys()].filter((f) => after.get(f) !== before.get(f)),
        `${entry} changed`,
      ).toEqual([]);
      expect(
        [...after.keys()].filter((f) => !before.has(f)),
        `no file added by ${entry}`,
      ).toEqual([]);
    });
});
