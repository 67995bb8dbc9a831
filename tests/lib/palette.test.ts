import { it } from 'node:test';
import assert from 'node:assert/strict';
import { colourPairs, contrastRatio, MIN_TEXT_CONTRAST, paletteCss, SURFACES } from '../../src/lib/palette.ts';

it('measures contrast as WCAG does: 21:1 black on white, 1:1 a colour on itself, either order', () => {
  assert.equal(contrastRatio('#000000', '#ffffff'), 21);
  assert.equal(contrastRatio('#777777', '#777777'), 1);
  assert.equal(contrastRatio('#ffffff', '#767676').toFixed(2), contrastRatio('#767676', '#ffffff').toFixed(2));
  // #767676 on white is the well-known lightest grey that passes AA.
  assert.ok(contrastRatio('#767676', '#ffffff') >= MIN_TEXT_CONTRAST);
  assert.ok(contrastRatio('#777777', '#ffffff') < MIN_TEXT_CONTRAST);
});

it('pairs each company colour with the surfaces and text it meets, every one of them', () => {
  const colours = { brand: '#000001', accent: '#000002', accentDark: '#000003' };
  const pairs = colourPairs(colours);
  assert.deepEqual([...new Set(pairs.map((p) => p.field))].sort(), ['accent', 'accentDark', 'brand']);
  for (const p of pairs) assert.ok([p.text, p.on].includes(colours[p.field]), p.where);
});

it('gives the CSS the surfaces and the company colours as custom properties', () => {
  const css = paletteCss({ brand: '#112233', accent: '#445566', accentDark: '#778899' });
  for (const part of ['--brand:#112233', '--accent:#445566', '--accent-dark:#778899'])
    assert.ok(css.includes(part), part);
  assert.ok(css.includes(`--paper:${SURFACES.paper}`) && css.includes(`--paper-alt:${SURFACES.paperAlt}`));
});
