/** TourExpectations (the "what to expect" list on /tours), with fixture items. */
import { afterEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cleanup, screen } from '@testing-library/react';
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
  it('hydrates the server HTML without a mismatch, then replaces the loading text with the lazily imported list', async () => {
    const { host, unmount } = await hydrateServerHtml(<TourExpectations items={items} />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    assert.deepEqual(
      headings.map((h) => h.textContent),
      ['Meeting', 'What to Bring'],
    );
    assert.equal(screen.queryByText('Loading what to expect…'), null);
    assert.equal(document.querySelector('.expectations')?.getAttribute('aria-busy'), 'false');
    assert.ok(host.textContent?.includes('Comfortable shoes and water.'));
    const icons = host.querySelectorAll('.expect-icon svg[aria-hidden="true"]');
    assert.equal(icons.length, items.length, 'each point shows its icon, hidden from assistive technology');
    unmount();
  });
});
