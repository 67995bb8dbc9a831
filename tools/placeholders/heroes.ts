/** The two page heroes that are more than a photo: the portrait home hero and the lost cat of the 404 page. */
import { drawCat } from './cat.ts';
import { COATS, type Coat } from './coats.ts';
import { makePalette } from './palette.ts';
import { tourGroup } from './people.ts';
import { photo } from './photo.ts';
import { Rng } from './random.ts';
import { drawSky, skyline } from './sky.ts';
import { lampPost } from './street.ts';
import { circle, line, poly, rect, type Svg } from './svg.ts';
import { text } from './text.ts';
import { drawBridge, water } from './waterfront.ts';

/** Portrait hero: the bridge over the river, a promenade railing, a small tour group and two cats up front. */
export function homeHero(s: Svg): void {
  const r = new Rng('hero-home');
  const p = makePalette(r, 'golden');
  const { W, H, u } = s;
  const wy = H * 0.46;
  drawSky(s, r, p, wy);
  skyline(s, r, p, wy, { layers: 2, heightScale: 0.7, windows: false });
  water(s, r, p, wy, H * 0.62);
  drawBridge(s, p, W * 0.72, H * 0.12, wy - H * 0.03, wy + 20 * u, 150 * u);
  const gy = H * 0.72;
  s.add(rect(0, H * 0.62, W, gy - H * 0.62, p.foliage));
  for (let x = 0; x < W + 60 * u; x += r.range(110, 170) * u) s.add(circle(x, H * 0.63, r.range(50, 80) * u, r.chance(0.5) ? p.foliage : p.foliage2));
  s.add(rect(0, gy, W, H - gy, p.ground));
  const ry = gy - 80 * u;
  for (let x = 8 * u; x < W; x += 48 * u) s.add(line(x, ry, x, gy, p.iron, 4 * u));
  s.add(rect(0, gy - 20 * u, W, 6 * u, p.iron));
  s.add(rect(0, ry - 7 * u, W, 10 * u, p.iron));
  lampPost(s, p, W * 0.12, gy + 6 * u, H * 0.3);
  tourGroup(s, r, p, gy + H * 0.06, W * 0.05, W * 0.5, 3, H * 0.22);
  drawCat(s, { x: W * 0.62, y: H * 0.95, size: H * 0.36, pose: 'front', coat: COATS[1] as Coat });
  drawCat(s, { x: W * 0.25, y: H * 0.97, size: H * 0.2, pose: 'loaf', coat: COATS[3] as Coat, dir: 1 });
}

/** 404 hero: an empty tenement street, a signpost with two question marks and a cat seen from behind. */
export function notFoundHero(s: Svg): void {
  photo(s, 'hero-404', 'tenements', { count: 0 }, 'overcast');
  const { W, H, u } = s;
  const px = W * 0.62;
  const gy = H * 0.9;
  s.add(rect(px - 7 * u, gy - H * 0.62, 14 * u, H * 0.62, '#3f4a44'));
  s.add(poly([[px - 230 * u, gy - H * 0.6], [px + 10 * u, gy - H * 0.6], [px + 10 * u, gy - H * 0.53], [px - 230 * u, gy - H * 0.53], [px - 260 * u, gy - H * 0.565]], '#2f6b4a'));
  s.add(poly([[px - 10 * u, gy - H * 0.5], [px + 230 * u, gy - H * 0.5], [px + 260 * u, gy - H * 0.465], [px + 230 * u, gy - H * 0.43], [px - 10 * u, gy - H * 0.43]], '#2f6b4a'));
  s.add(text(px - 115 * u, gy - H * 0.55, '?', 48 * u, '#ffffff', { anchor: 'middle', weight: 'bold' }));
  s.add(text(px + 115 * u, gy - H * 0.45, '?', 48 * u, '#ffffff', { anchor: 'middle', weight: 'bold' }));
  drawCat(s, { x: W * 0.45, y: gy, size: H * 0.34, pose: 'back', coat: COATS[2] as Coat });
}
