/** The built /about; its outline, its sections' copy, cards and calls to action and its lack of islands are outline.test.ts's. */
import { it } from 'node:test';
import assert from 'node:assert/strict';
import { content, doc } from '../helpers/site.ts';
import { sectionOf } from '../helpers/routes.ts';
import { all, text } from '../../tools/html.ts';

const c = content();

it('/about introduces every guide of the team with role, bio, photo and their cat', () => {
  const cards = all(sectionOf(doc('/about'), 'team', 'about'), '.team-card').map((card) => [
    ...['h3', '.team-role', '.team-bio', '.team-cat'].map((sel) => text(card.querySelector(sel))),
    card.querySelector('img')?.getAttribute('alt'),
  ]);
  const team = c.team.map((m) => [m.name, m.role, m.bio, `${c.labels.about.teamCat} ${m.catName}`, m.imageAlt]);
  assert.deepEqual(cards, team);
});
