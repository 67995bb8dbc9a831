/**
 * Every kind of form of the CMS at /admin/ (tests/helpers/cms.ts) as an editor meets it: what it says, and that a
 * letter added to one field and published changes the files by that letter alone.
 */
import { readdirSync, writeFileSync } from 'node:fs';
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
test('every kind of form speaks to an editor, and a letter added and published changes its file by that letter alone', async ({
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
      // The file is then put back behind the CMS (each form is loaded afresh), for the next forms and other walks.
      await setText(field, `${value}x`);
      await publish(page);
      const after = files();
      const changed = [...before.keys()].filter((f) => after.get(f) !== before.get(f));
      expect(changed, `the one file ${entry} edits`).toHaveLength(1);
      const [was, now] = [before.get(changed[0])!, after.get(changed[0])!];
      let at = 0;
      while (at < was.length && now[at] === was[at]) at++;
      expect(now, `${changed[0]} as published by ${entry}: one letter added`).toBe(
        `${was.slice(0, at)}x${was.slice(at)}`,
      );
      expect(
        [...after.keys()].filter((f) => !before.has(f)),
        `no file added by ${entry}`,
      ).toEqual([]);
      writeFileSync(path.join(cms.site.content, changed[0]), was);
    });
});
