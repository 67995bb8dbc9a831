/** Street-level pieces: trees, lamp posts, sidewalk and cobblestones. */
import { mix } from './colour.ts';
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import { circle, line, n, poly, rect, type Svg } from './svg.ts';

export function drawTree(s: Svg, p: Pal, x: number, baseY: number, h: number): void {
  s.add(rect(x - h * 0.035, baseY - h * 0.55, h * 0.07, h * 0.55, p.tint('#4d3a2c')));
  const cy = baseY - h * 0.7;
  s.add(circle(x - h * 0.16, cy + h * 0.05, h * 0.2, p.foliage));
  s.add(circle(x + h * 0.17, cy + h * 0.04, h * 0.21, p.foliage));
  s.add(circle(x, cy - h * 0.1, h * 0.25, p.foliage));
  s.add(circle(x - h * 0.05, cy - h * 0.16, h * 0.13, p.foliage2, 'opacity="0.8"'));
  s.add(circle(x + h * 0.12, cy - h * 0.03, h * 0.1, p.foliage2, 'opacity="0.7"'));
}

export function lampPost(s: Svg, p: Pal, x: number, baseY: number, h: number): void {
  s.add(rect(x - h * 0.018, baseY - h, h * 0.036, h, p.iron));
  s.add(rect(x - h * 0.04, baseY - h * 0.1, h * 0.08, h * 0.1, p.iron));
  s.add(poly([[x - h * 0.06, baseY - h * 1.0], [x + h * 0.06, baseY - h * 1.0], [x + h * 0.045, baseY - h * 1.14], [x - h * 0.045, baseY - h * 1.14]], p.mood === 'night' || p.mood === 'dusk' ? p.winLit : '#e9e4d4'));
  s.add(poly([[x - h * 0.07, baseY - h * 1.14], [x, baseY - h * 1.2], [x + h * 0.07, baseY - h * 1.14]], p.iron));
}

export function sidewalk(s: Svg, r: Rng, p: Pal, gy: number, curbFrac = 0.62): void {
  const { W, H, u } = s;
  const curbY = gy + (H - gy) * curbFrac;
  s.add(rect(0, gy, W, curbY - gy + 1, p.ground));
  s.add(rect(0, gy, W, 5 * u, '#000000', 'opacity="0.12"'));
  const slab = r.range(130, 180) * u;
  for (let x = r.range(0, slab); x < W; x += slab) s.add(line(x, gy, x - (x - W / 2) * 0.25, curbY, '#000000', 1.5 * u, 'opacity="0.12"'));
  s.add(line(0, (gy + curbY) / 2, W, (gy + curbY) / 2, '#000000', 1.5 * u, 'opacity="0.1"'));
  s.add(rect(0, curbY, W, 9 * u, p.curb));
  s.add(rect(0, curbY + 9 * u, W, H - curbY, p.street));
}

export function cobbleGround(s: Svg, r: Rng, p: Pal, gy: number): void {
  const { W, H, u } = s;
  s.add(rect(0, gy, W, H - gy, mix(p.cobble[0] ?? '#777777', '#000000', 0.22)));
  let y = gy + 3 * u;
  let rh = 36 * u;
  let row = 0;
  while (y < H) {
    const sw = rh * 1.7;
    let x = row % 2 ? -sw / 2 : -r.range(0, sw);
    while (x < W) {
      const w = sw * r.range(0.8, 1.15);
      s.add(rect(x + 1.5 * u, y, w - 3 * u, rh - 3 * u, r.pick(p.cobble), `rx="${n(rh * 0.35)}"`));
      x += w;
    }
    y += rh;
    rh *= 1.35;
    row++;
  }
}
