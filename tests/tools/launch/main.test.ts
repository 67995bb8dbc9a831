/**
 * npm run launch-check, run as an editor runs it on copies of the content:
 * it lists each kind of placeholder by file and field and exits 1 while any
 * is left, and exits 0 saying nothing is left once the site is the company's.
 * What it must list is planted in the copy, so no line pins today's content.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { TEMPLATE_FIELDS, TEMPLATE_GUIDES } from '../../../tools/launch/templateValues.ts';
import { EXIT, GROUPS } from '../../../tools/launch/check.ts';
import { ROOT } from '../../helpers/site.ts';
import { makeItTheCompanys, templateImage } from '../../fixtures/companySite.ts';
import { tempSite, type TempSite } from '../../fixtures/tempSite.ts';

const sites: TempSite[] = [];
const fresh = () => {
  const s = tempSite('launch-check-', { writableImages: true });
  sites.push(s);
  return s;
};
after(() => sites.forEach((s) => s.remove()));

function launchCheck(site: TempSite): { status: number | null; stdout: string; items: string[] } {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'tools', 'launch', 'main.ts'), '--content', site.content],
    { encoding: 'utf8', cwd: ROOT },
  );
  assert.equal(run.stderr, '', 'nothing on stderr');
  return {
    status: run.status,
    stdout: run.stdout,
    items: run.stdout
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim()),
  };
}

describe('npm run launch-check', () => {
  it('lists a planted placeholder of each kind by file and field, under its heading, and exits 1', async () => {
    const site = fresh();
    // Artwork: a placeholder image copied under a new name.
    site.addImage('tours/launch-copy.png', templateImage());
    // Addresses and keys: an example e-mail and a key that says what it is.
    const siteJson = JSON.parse(readFileSync(path.join(site.content, 'site.json'), 'utf8'));
    siteJson.email = 'info@example.com';
    siteJson.emailjs.publicKey = 'YOUR_PUBLIC_KEY';
    site.write('site.json', JSON.stringify(siteJson, null, 2));
    // Keys: a tour file copied to start a new tour, keeping a borrowed FareHarbor item.
    const tours = readdirSync(path.join(site.content, 'tours')).filter((n) => n.endsWith('.md'));
    const borrowed = TEMPLATE_FIELDS.find((f) => f.field === 'itemId')!.values![0];
    const tour = readFileSync(path.join(site.content, 'tours', tours[0]!), 'utf8');
    site.write(
      'tours/launch-copy.md',
      /^itemId:/m.test(tour)
        ? tour.replace(/^itemId:.*$/m, `itemId: ${borrowed}`)
        : tour.replace(/^---\r?\n/, `---\nitemId: ${borrowed}\n`),
    );
    // The name: copy that spells it out, in the front matter and on line 6 of a body.
    site.write(
      'blog/98-launch-name.md',
      '---\ntitle: "A Walk with Whisker Walks NYC"\n---\nFirst line.\n\nWe are Whisker Walks.\n',
    );
    // Stories: a post by one of the template's guides.
    site.write(
      'blog/99-launch-guide.md',
      `---\nauthor: "${TEMPLATE_GUIDES[0]}"\ntitle: "Whisker Walks at https://www.example.com"\n---\nWhisker Walks NYC\n`,
    );

    const { status, stdout, items } = launchCheck(site);
    assert.equal(status, EXIT.left);
    for (const line of [
      'content/images/tours/launch-copy.png: placeholder artwork',
      'content/site.json: email: an example address: "info@example.com"',
      'content/site.json: emailjs.publicKey: looks like a placeholder: "YOUR_PUBLIC_KEY"',
      `content/tours/launch-copy.md: itemId: still the template's placeholder ${borrowed}`,
      'content/blog/98-launch-name.md: title: spells out the template\'s name "Whisker Walks NYC"',
      'content/blog/98-launch-name.md: line 6: spells out the template\'s name "Whisker Walks"',
      `content/blog/99-launch-guide.md: author: a post of the template, by its invented guide "${TEMPLATE_GUIDES[0]}"`,
    ]) {
      assert.ok(items.includes(line), `lists ${line}\n${stdout}`);
    }
    const headings = stdout.split('\n').filter((l) => /^\S.* \(\d+\): /.test(l));
    assert.deepEqual(
      headings.map((l) => l.replace(/ \(\d+\): .*/, '')),
      Object.values(GROUPS).map((g) => g.title),
      'every group, in order',
    );
    // The grouping and the count line are proven by report.test.ts, one line for a post by a guide by check.test.ts.
  });

  it('exits 0 with "Nothing left" once every placeholder is replaced by the company\'s own', async () => {
    const site = fresh();
    await makeItTheCompanys(site);
    const { status, stdout, items } = launchCheck(site);
    assert.deepEqual(items, [], 'no line is left');
    assert.equal(status, EXIT.done, stdout);
    assert.match(stdout, /^Nothing left: content\/ holds none of the template's placeholders\.$/m);
  });
});
