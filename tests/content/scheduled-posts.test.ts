/**
 * A post dated after today (in the company's time zone, or the day SITE_TODAY and --today name) is published on its
 * day and not before: until then a build leaves it out of every page, list, the sitemap and the feed, and a preview
 * (npm run dev) shows it marked "Scheduled".
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteContent } from '../../src/pipeline/content.ts';
import { outputFile } from '../../src/pipeline/routes.ts';
import { dayIn } from '../../src/lib/today.ts';
import { builtTexts, tempSite, type TempSite } from '../fixtures/tempSite.ts';

/** The day `by` days after `day` (YYYY-MM-DD). */
const shift = (day: string, by: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

describe('a post dated after today', () => {
  let site: TempSite;
  /** The new post's day: the day after the newest post's, so every other post is published either way. */
  let day: string;
  let href: string;
  let file: string;
  const built = (name: string, route: string) => readFileSync(path.join(site.root, name, outputFile(route)), 'utf8');

  before(() => {
    site = tempSite('he-scheduled-');
    const c = loadSiteContent(site.content, { today: '9999-12-31' });
    const newest = c.blog[0];
    const id = Math.max(...c.blog.map((p) => p.id)) + 1;
    [day, href, file] = [shift(newest.date, 1), `/blog/${id}`, `blog/${id}-a-walk-written-ahead.md`];
    const source = readFileSync(path.join(site.content, newest.file.replace(/^content\//, '')), 'utf8');
    const edits = { id: `id: ${id}`, title: 'title: "A Walk Written Ahead"', date: `date: ${day}` };
    const edit = (text: string, [key, line]: string[]) => text.replace(new RegExp(`^${key}:.*$`, 'm'), line);
    site.write(file, Object.entries(edits).reduce(edit, source));
  });
  after(() => site?.remove());

  it("is left out of every page, list, the sitemap and the feed the day before, and named in the build's note", async () => {
    const out = path.join(site.root, 'before');
    const r = await site.build(out, { today: shift(day, -1) });
    assert.deepEqual(r.content.scheduled, [{ file: `content/${file}`, date: day }]);
    const names = (text: string) => [`${href}"`, `${href}<`, 'A Walk Written Ahead'].some((s) => text.includes(s));
    const mentions = [...builtTexts(out)].filter(([, text]) => names(text)).map(([name]) => name);
    assert.deepEqual(mentions, [], 'no page (its own would name it), list, sitemap or feed names it');
  });

  // That each post of the content has its page and is in the blog list, the sitemap and the feed is the route tests'.
  it('is published on its day', () => {
    const c = loadSiteContent(site.content, { today: day });
    assert.deepEqual(c.scheduled, []);
    assert.ok(c.blog.some((p) => p.href === href));
  });

  it('is shown in a preview before its day, its card and its page marked Scheduled', async () => {
    await site.build(path.join(site.root, 'preview'), { preview: true, today: shift(day, -1) });
    assert.match(built('preview', href), /<aside class="draft-notice"[^>]*><strong>Scheduled(<!-- -->)?:<\/strong>/);
    assert.match(built('preview', '/blog'), /<span class="draft-badge">Scheduled<\/span>[\s\S]*?A Walk Written Ahead/);
  });

  it('is "today" in the company\'s time zone: late evening in New York is already tomorrow in UTC', () => {
    const lateEvening = Date.parse('2026-03-01T03:30:00Z');
    assert.deepEqual([dayIn('America/New_York', lateEvening), dayIn('UTC', lateEvening)], ['2026-02-28', '2026-03-01']);
  });
});
