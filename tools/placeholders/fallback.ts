/** Lightbox fallback art: a tinted backdrop with paw prints and one big cat. */
import { drawCat, pawPrint } from './cat.ts';
import { COATS, type Coat } from './coats.ts';
import { hsl } from './colour.ts';
import { Rng } from './random.ts';
import { n, rect, type Svg } from './svg.ts';

/** Plain backdrop + one big cat, used for lightbox fallback images. */
export function fallbackArt(s: Svg, seed: string): void {
  const r = new Rng(seed);
  const { W, H, u } = s;
  const h = r.range(0, 360);
  s.add(rect(0, 0, W, H, s.linear([[0, hsl(h, 45, 82)], [1, hsl(h + 40, 40, 66)]], 1, 1)));
  for (let i = 0; i < 9; i++) {
    s.add(pawPrint(r.range(0, W), r.range(0, H), r.range(18, 34) * u, hsl(h, 35, 55), `opacity="0.35" transform="rotate(${n(r.range(-40, 40))} ${n(W / 2)} ${n(H / 2)})"`));
  }
  let x = 0;
  while (x < W) {
    const w = r.range(60, 130) * u;
    const bh = r.range(0.08, 0.25) * H;
    s.add(rect(x, H * 0.86 - bh, w, bh + 2, hsl(h + 20, 25, 55), 'opacity="0.6"'));
    x += w + 4 * u;
  }
  s.add(rect(0, H * 0.86, W, H * 0.14, hsl(h + 20, 25, 45)));
  const coat = COATS[r.int(0, COATS.length - 1)] as Coat;
  drawCat(s, { x: W * r.range(0.4, 0.6), y: H * 0.9, size: H * 0.55, pose: r.pick(['front', 'front', 'back', 'side'] as const), coat, blink: r.chance(0.3), dir: r.chance(0.5) ? 1 : -1 });
}
