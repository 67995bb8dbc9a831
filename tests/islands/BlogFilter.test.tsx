import { afterEach, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import BlogFilter from '../../src/islands/BlogFilter.tsx';

const posts = [
  { id: 1, category: 'History Deep Dives' },
  { id: 2, category: 'Tour Stories' },
  { id: 3, category: 'Cat Rescues' },
  { id: 4, category: 'Travel Tips' },
  { id: 5, category: 'Cat Rescues' },
  { id: 6, category: 'NYC History' },
];
const counts: Record<string, number> = {};
for (const p of posts) counts[p.category] = (counts[p.category] ?? 0) + 1;

/** The server-rendered card list the island filters lives outside it, as on /blog. */
function mountList(): HTMLUListElement {
  const list = document.createElement('ul');
  list.id = 'posts';
  for (const p of posts) {
    const li = document.createElement('li');
    li.dataset.category = p.category;
    li.textContent = `post ${p.id}`;
    list.append(li);
  }
  document.body.append(list);
  return list;
}

const visible = (list: HTMLUListElement) =>
  Array.from(list.children)
    .filter((li) => !(li as HTMLElement).hidden)
    .map((li) => li.textContent);

describe('BlogFilter island', () => {
  let list: HTMLUListElement;
  beforeEach(() => {
    list = mountList();
  });
  afterEach(() => {
    cleanup();
    list.remove();
  });

  const renderFilter = () =>
    render(
      <BlogFilter
        categories={['Cat Rescues', 'Tour Stories', 'History Deep Dives']}
        counts={counts}
        total={posts.length}
        listId="posts"
        label="Filter by category"
        allLabel="All"
      />,
    );

  it("offers All and three categories as toggles in a labelled group; the chosen one's posts show, pressed and counted aloud", () => {
    renderFilter();
    const group = screen.getByRole('group', { name: 'Filter by category' });
    // The buttons' names and order, as the server renders them: tests/routes/blog/index.test.ts.
    const pressed = () => Array.from(group.querySelectorAll('button'), (b) => b.getAttribute('aria-pressed'));
    assert.deepEqual(pressed(), ['true', 'false', 'false', 'false']);
    assert.equal(visible(list).length, posts.length, 'every post shows at first');
    assert.equal(screen.getByRole('status').textContent, '', 'nothing is announced before a choice');

    fireEvent.click(screen.getByRole('button', { name: 'Cat Rescues' }));
    assert.deepEqual(visible(list), ['post 3', 'post 5']);
    assert.deepEqual(pressed(), ['false', 'true', 'false', 'false'], 'Cat Rescues pressed');
    assert.equal(screen.getByRole('status').textContent, 'Showing 2 posts in Cat Rescues');

    fireEvent.click(screen.getByRole('button', { name: 'Tour Stories' }));
    assert.deepEqual(visible(list), ['post 2']);
    assert.equal(screen.getByRole('status').textContent, 'Showing 1 post in Tour Stories');

    // Posts of categories that are no filter option (Travel Tips, NYC History) show under All only.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    assert.equal(visible(list).length, posts.length);
    assert.equal(screen.getByRole('status').textContent, 'Showing 6 posts in all categories');
  });
});
