/** The built /about; its outline and its sections' calls to action are outline.test.ts's. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { section } from '../helpers/copy.ts';
import { sectionOf } from '../helpers/routes.ts';
import { all, text } from '../../tools/html.ts';

const c = content();

describe('/about', () => {
  const d = doc('/about');

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

  it('states the mission with the value cards of the page copy', () => {
    assert.deepEqual(
      all(sectionOf(d, 'mission', 'about'), '.card-title').map(text),
      (section('about', 'mission').items ?? []).map((i) => i.title),
    );
  });

  it('has no island, so no island runtime (fullBuild.test.ts): the page needs no React', () => {
    assert.equal(all(d, '[data-island]').length, 0);
  });
});
