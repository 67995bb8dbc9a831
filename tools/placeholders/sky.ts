/** Sky (sun or moon, stars, clouds) and the distant skyline with its water towers. */
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import { circle, ellipse, line, n, poly, rect, type Svg } from './svg.ts';

export function drawSky(s: Svg, r: Rng, p: Pal, horizon: number): void {
  const { W, H, u } = s;
  s.add(rect(0, 0, W, horizon + 4, s.linear([[0, p.skyTop], [1, p.skyBot]])));
  if (p.mood === 'night') {
    for (let i = 0; i < 22; i++) s.add(circle(r.range(0, W), r.range(0, horizon * 0.7), r.range(1, 2.2) * u, '#ffffff', `opacity="${n(r.range(0.4, 0.9))}"`));
    s.add(circle(r.range(0.1, 0.9) * W, r.range(0.06, 0.2) * H, 32 * u, p.sun, 'opacity="0.95"'));
  } else if (p.mood !== 'overcast') {
    const sy = p.mood === 'dusk' || p.mood === 'golden' ? horizon * r.range(0.55, 0.8) : r.range(0.08, 0.25) * H;
    s.add(circle(r.range(0.1, 0.9) * W, sy, r.range(40, 60) * u, p.sun, 'opacity="0.85"'));
  }
  const clouds = p.mood === 'overcast' ? 6 : p.mood === 'night' ? 0 : r.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const cx = r.range(0, W);
    const cy = r.range(0.05, 0.6) * horizon;
    const cw = r.range(70, 150) * u;
    const col = p.mood === 'dusk' ? '#f6c6b5' : '#ffffff';
    const op = p.mood === 'overcast' ? 0.5 : 0.78;
    s.add(
      `<g opacity="${op}">` +
        ellipse(cx, cy, cw, cw * 0.28, col) +
        ellipse(cx - cw * 0.35, cy - cw * 0.15, cw * 0.42, cw * 0.3, col) +
        ellipse(cx + cw * 0.2, cy - cw * 0.22, cw * 0.5, cw * 0.36, col) +
        '</g>',
    );
  }
}

export function waterTower(s: Svg, x: number, roofY: number, sz: number, col: string): void {
  s.add(line(x - 0.32 * sz, roofY, x - 0.28 * sz, roofY - 0.5 * sz, col, 0.06 * sz));
  s.add(line(x + 0.32 * sz, roofY, x + 0.28 * sz, roofY - 0.5 * sz, col, 0.06 * sz));
  s.add(line(x - 0.3 * sz, roofY - 0.25 * sz, x + 0.3 * sz, roofY - 0.25 * sz, col, 0.04 * sz));
  s.add(rect(x - 0.4 * sz, roofY - 1.3 * sz, 0.8 * sz, 0.82 * sz, col));
  s.add(poly([[x - 0.46 * sz, roofY - 1.28 * sz], [x, roofY - 1.75 * sz], [x + 0.46 * sz, roofY - 1.28 * sz]], col));
}

export interface SkylineOpts {
  layers?: number;
  heightScale?: number;
  windows?: boolean;
  towers?: boolean;
}

export function skyline(s: Svg, r: Rng, p: Pal, baseY: number, o: SkylineOpts = {}): void {
  const { W, H, u } = s;
  const hs = o.heightScale ?? 1;
  const layers = o.layers ?? 2;
  const ref = Math.min(H, W * 0.9);
  if (layers >= 2) {
    let x = -r.range(0, 40) * u;
    while (x < W) {
      const w = r.range(40, 110) * u;
      const h = r.range(0.1, 0.4) * ref * hs;
      s.add(rect(x, baseY - h, w, h + 2, p.far));
      if (r.chance(0.14)) {
        s.add(poly([[x + w * 0.2, baseY - h], [x + w / 2, baseY - h - w * 0.8], [x + w * 0.8, baseY - h]], p.far));
        s.add(line(x + w / 2, baseY - h - w * 0.8, x + w / 2, baseY - h - w * 1.4, p.far, 2.5 * u));
      } else if (r.chance(0.22)) {
        s.add(rect(x + w * 0.15, baseY - h - w * 0.35, w * 0.7, w * 0.36, p.far));
        s.add(rect(x + w * 0.32, baseY - h - w * 0.6, w * 0.36, w * 0.26, p.far));
      }
      x += w + r.range(-6, 10) * u;
    }
  }
  let x = -r.range(0, 60) * u;
  while (x < W) {
    const w = r.range(70, 160) * u;
    const h = r.range(0.06, 0.24) * ref * hs;
    const top = baseY - h;
    s.add(rect(x, top, w, h + 2, p.mid));
    if (o.windows !== false) {
      const lit = p.mood === 'night' || p.mood === 'dusk';
      for (let yy = top + 12 * u; yy < baseY - 8 * u; yy += 18 * u) {
        if (lit) {
          for (let xx = x + 8 * u; xx < x + w - 14 * u; xx += 16 * u) {
            if (r.chance(0.35)) s.add(rect(xx, yy, 7 * u, 8 * u, p.winLit, 'opacity="0.8"'));
          }
        } else {
          s.add(rect(x + 7 * u, yy, w - 14 * u, 5 * u, p.skyBot, 'opacity="0.22"'));
        }
      }
    }
    if (o.towers !== false && r.chance(0.28) && w > 90 * u) waterTower(s, x + r.range(0.3, 0.7) * w, top, r.range(30, 42) * u, p.mid);
    x += w + r.range(-10, 8) * u;
  }
}
