/**
 * The built /about: hero, story, Meet the Team, mission and booking link in
 * that order under the headings of its copy; every guide of the team with
 * role, bio, photo and cat; the mission's value cards and the booking call
 * to action of its copy; no island runtime (the page needs no React).
 * Expected texts and counts come from the content being built.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { heading, section } from '../helpers/copy.ts';
import { sectionOf } from '../helpers/routes.ts';
import { all, outline, text } from '../../tools/html.ts';

const c = content();

describe('/about', () => {
  const d = doc('/about');

  it('has the hero, story, Meet the Team, mission and booking link, in that order', () => {
    assert.deepEqual(outline(d), [
      `h1 ${c.pages.about.hero.title}`,
      ...(['story', 'team', 'mission', 'bookCta'] as const).map((k) => `h2 ${heading('about', k)}`),
    ]);
  });

  it('introduces every guide of the team with role, bio, photo and their cat', () => {
    const cards = all(sectionOf(d, 'team', 'about'), '.team-card');
    assert.equal(cards.length, c.team.length);
    cards.forEach((card, i) => {
      const m = c.team[i];
      assert.equal(text(card.querySelector('h3')), m.name);
      assert.equal(text(card.querySelector('.team-role')), m.role);
      assert.equal(text(card.querySelector('.team-bio')), m.bio);
      assert.equal(card.querySelector('img')?.getAttribute('alt'), m.imageAlt);
      assert.equal(text(card.querySelector('.team-cat')), `${c.labels.about.teamCat} ${m.catName}`);
    });
  });

  it('states the mission with the value cards of the page copy and ends with its booking call to action', () => {
    assert.deepEqual(
      all(sectionOf(d, 'mission', 'about'), '.card-title').map(text),
      (section('about', 'mission').items ?? []).map((i) => i.title),
    );
    const cta = section('about', 'bookCta').cta;
    const a = sectionOf(d, 'bookCta', 'about').querySelector('.section-cta a');
    assert.deepEqual(a ? [text(a), a.getAttribute('href')] : null, cta ? [cta.text, cta.href] : null);
  });

  it('ships no island runtime: the page needs no React', () => {
    assert.equal(all(d, '[data-island]').length, 0);
    assert.ok(!all(d, 'script[src]').some((s) => /islands-/.test(s.getAttribute('src') ?? '')));
  });
});
