/**
 * A post dated after today (in the company's time zone, or the day SITE_TODAY
 * and --today name) is published on its day and not before: until then a
 * build leaves it out of every page, list, the sitemap and the feed, and a
 * preview (npm run dev) shows it marked "Scheduled".
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
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
  let work: string;
  /** The new post's day: the day after the newest post's, so every other post is published either way. */
  let day: string;
  let href: string;
  let file: string;

  before(() => {
    site = tempSite('he-scheduled-');
    work = mkdtempSync(path.join(os.tmpdir(), 'he-scheduled-out-'));
    const c = loadSiteContent(site.content, { today: '9999-12-31' });
    const newest = c.blog[0];
    const id = Math.max(...c.blog.map((p) => p.id)) + 1;
    day = shift(newest.date, 1);
    href = `/blog/${id}`;
    file = `blog/${id}-a-walk-written-ahead.md`;
    const source = readFileSync(path.join(site.content, newest.file.replace(/^content\//, '')), 'utf8');
    site.write(
      file,
      source
        .replace(/^id:.*$/m, `id: ${id}`)
        .replace(/^title:.*$/m, 'title: "A Walk Written Ahead"')
        .replace(/^date:.*$/m, `date: ${day}`),
    );
  });

  after(() => {
    site?.remove();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it("is left out of every page, list, the sitemap and the feed the day before, and named in the build's note", async () => {
    const out = path.join(work, 'before');
    const r = await site.build(out, { today: shift(day, -1) });
    assert.deepEqual(r.content.scheduled, [{ file: `content/${file}`, date: day }]);
    assert.ok(!existsSync(path.join(out, outputFile(href))), `${href} has no page yet`);
    const mentions = [...builtTexts(out)].filter(
      ([, text]) => text.includes(`${href}"`) || text.includes(`${href}<`) || text.includes('A Walk Written Ahead'),
    );
    assert.deepEqual(
      mentions.map(([name]) => name),
      [],
      'no page, list, sitemap or feed names it',
    );
  });

  // That each post of the content has its page and is in the blog list, the sitemap and the feed is the route tests'.
  it('is published on its day', () => {
    const c = loadSiteContent(site.content, { today: day });
    assert.deepEqual(c.scheduled, []);
    assert.ok(c.blog.some((p) => p.href === href));
  });

  it('is shown in a preview before its day, its card and its page marked Scheduled', async () => {
    const out = path.join(work, 'preview');
    await site.build(out, { preview: true, today: shift(day, -1) });
    const page = readFileSync(path.join(out, outputFile(href)), 'utf8');
    assert.ok(
      /<aside class="draft-notice"[^>]*><strong>Scheduled(<!-- -->)?:<\/strong>/.test(page),
      "the post's page says it is scheduled",
    );
    const list = readFileSync(path.join(out, outputFile('/blog')), 'utf8');
    assert.ok(
      /<span class="draft-badge">Scheduled<\/span>[\s\S]*?A Walk Written Ahead/.test(list),
      'its card in the blog list is marked',
    );
  });

  it('is "today" in the company\'s time zone: late evening in New York is already tomorrow in UTC', () => {
    const lateEvening = Date.parse('2026-03-01T03:30:00Z');
    assert.equal(dayIn('America/New_York', lateEvening), '2026-02-28');
    assert.equal(dayIn('UTC', lateEvening), '2026-03-01');
  });
});
