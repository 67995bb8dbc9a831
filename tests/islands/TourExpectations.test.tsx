/**
 * TourExpectations (the "what to expect" list on /tours), with fixture items:
 * the first client render shows only the loading text; the list arrives from
 * a dynamically imported module (a lazy chunk of its own) after hydration.
 */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, render, screen } from '@testing-library/react';
import { hydrateServerHtml } from './hydrate.tsx';
import TourExpectations from '../../src/islands/TourExpectations.tsx';

/** Fixture icons as the build makes them: inline SVG markup. */
const svg = (d: string) => `<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="${d}"/></svg>`;
const items = [
  { iconHtml: svg('M12 2v20'), title: 'Meeting', description: 'Arrive ten minutes early.' },
  { iconHtml: svg('M2 12h20'), title: 'What to Bring', description: 'Comfortable shoes and water.' },
];

afterEach(cleanup);

describe('TourExpectations', () => {
  // Its server HTML (the loading text only, busy): tests/routes/tours/index.test.ts.
  it('replaces the loading text with the lazily imported list', async () => {
    render(<TourExpectations items={items} />);
    assert.ok(screen.getByText('Loading what to expect…'));
    const headings = await screen.findAllByRole('heading', { level: 3 });
    const titles = headings.map((h) => h.textContent);
    assert.deepEqual(titles, ['Meeting', 'What to Bring']);
    assert.equal(screen.queryByText('Loading what to expect…'), null);
    assert.equal(document.querySelector('.expectations')?.getAttribute('aria-busy'), 'false');
  });

  it('hydrates the server HTML without a mismatch', async () => {
    const { host, unmount } = await hydrateServerHtml(<TourExpectations items={items} />);
    await screen.findByText('Comfortable shoes and water.');
    const icons = host.querySelectorAll('.expect-icon svg[aria-hidden="true"]');
    assert.equal(icons.length, items.length, 'each point shows its icon, hidden from assistive technology');
    unmount();
  });
});
