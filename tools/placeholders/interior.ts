/** The one indoor backdrop: a living room with a city window, sofa, art, rug and plant. */
import { hsl, mix } from './colour.ts';
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import type { SceneInfo, Spot } from './scene-info.ts';
import { circle, ellipse, line, n, pathEl, poly, rect, stroke, type Svg } from './svg.ts';

export function sceneInterior(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const fy = H * 0.7;
  const wall = hsl(r.range(0, 360), r.range(18, 38), r.range(74, 84));
  s.add(rect(0, 0, W, fy, wall));
  s.add(rect(0, fy, W, H - fy, hsl(r.range(22, 34), r.range(30, 45), r.range(38, 52))));
  for (let i = -7; i <= 7; i++) s.add(line(W / 2 + i * 70 * u, fy, W / 2 + i * 240 * u, H, '#000000', 1.5 * u, 'opacity="0.16"'));
  s.add(rect(0, fy - 16 * u, W, 16 * u, mix(wall, '#ffffff', 0.5)));
  // window with a view
  const ww = r.range(240, 300) * u;
  const wh = r.range(300, 360) * u;
  const left = r.chance(0.5);
  const wx = left ? r.range(0.06, 0.14) * W : W - r.range(0.06, 0.14) * W - ww;
  const wyy = fy - wh - 150 * u;
  const clip = s.id('win');
  s.add(`<clipPath id="${clip}"><rect x="${n(wx)}" y="${n(wyy)}" width="${n(ww)}" height="${n(wh)}"/></clipPath>`);
  let view = rect(wx, wyy, ww, wh, s.linear([[0, p.skyTop], [1, p.skyBot]]));
  let bx = wx - 10 * u;
  while (bx < wx + ww) {
    const bw = r.range(40, 80) * u;
    const bh = r.range(0.2, 0.6) * wh;
    view += rect(bx, wyy + wh - bh, bw, bh, r.chance(0.5) ? p.far : p.mid);
    bx += bw + 4 * u;
  }
  s.add(`<g clip-path="url(#${clip})">${view}</g>`);
  s.add(rect(wx, wyy, ww, wh, 'none', stroke('#f7f4ee', 14 * u)));
  s.add(line(wx + ww / 2, wyy, wx + ww / 2, wyy + wh, '#f7f4ee', 8 * u));
  s.add(line(wx, wyy + wh * 0.45, wx + ww, wyy + wh * 0.45, '#f7f4ee', 8 * u));
  const sillY = wyy + wh + 7 * u;
  s.add(rect(wx - 24 * u, sillY, ww + 48 * u, 16 * u, '#f1ece2'));
  const cur = r.pick(p.accents);
  s.add(pathEl(`M${n(wx - 50 * u)},${n(wyy - 30 * u)} L${n(wx + 20 * u)},${n(wyy - 30 * u)} Q${n(wx - 10 * u)},${n(wyy + wh / 2)} ${n(wx + 10 * u)},${n(sillY + 60 * u)} L${n(wx - 50 * u)},${n(sillY + 60 * u)} Z`, cur));
  s.add(pathEl(`M${n(wx + ww + 50 * u)},${n(wyy - 30 * u)} L${n(wx + ww - 20 * u)},${n(wyy - 30 * u)} Q${n(wx + ww + 10 * u)},${n(wyy + wh / 2)} ${n(wx + ww - 10 * u)},${n(sillY + 60 * u)} L${n(wx + ww + 50 * u)},${n(sillY + 60 * u)} Z`, cur));
  s.add(rect(wx - 60 * u, wyy - 38 * u, ww + 120 * u, 8 * u, '#8a7a66'));
  // sofa on the other side
  const sw = Math.min(520 * u, W * 0.45);
  const sx = left ? W - sw - r.range(0.04, 0.1) * W : r.range(0.04, 0.1) * W;
  const sofa = r.pick(p.accents);
  const sofaDark = mix(sofa, '#000000', 0.2);
  const seatY = fy + 10 * u;
  s.add(rect(sx + 20 * u, seatY - 190 * u, sw - 40 * u, 130 * u, sofaDark, `rx="${n(24 * u)}"`));
  s.add(rect(sx + 20 * u, seatY - 80 * u, sw - 40 * u, 70 * u, sofa, `rx="${n(16 * u)}"`));
  s.add(rect(sx, seatY - 130 * u, 60 * u, 130 * u, sofa, `rx="${n(22 * u)}"`));
  s.add(rect(sx + sw - 60 * u, seatY - 130 * u, 60 * u, 130 * u, sofa, `rx="${n(22 * u)}"`));
  s.add(rect(sx + 40 * u, seatY - 10 * u, 16 * u, 30 * u, '#3b2c22') + rect(sx + sw - 56 * u, seatY - 10 * u, 16 * u, 30 * u, '#3b2c22'));
  s.add(rect(sx + 70 * u, seatY - 150 * u, 90 * u, 80 * u, r.pick(p.accents), `rx="${n(14 * u)}" transform="rotate(-8 ${n(sx + 115 * u)} ${n(seatY - 110 * u)})"`));
  // art on the wall above sofa
  const ax = sx + sw / 2 - 90 * u;
  const ay = seatY - 380 * u;
  s.add(rect(ax, ay, 180 * u, 130 * u, '#f6f1e6', stroke('#6b5440', 8 * u)));
  s.add(pathEl(`M${n(ax + 10 * u)},${n(ay + 120 * u)} L${n(ax + 60 * u)},${n(ay + 60 * u)} L${n(ax + 100 * u)},${n(ay + 100 * u)} L${n(ax + 130 * u)},${n(ay + 70 * u)} L${n(ax + 170 * u)},${n(ay + 120 * u)} Z`, r.pick(p.accents)));
  s.add(circle(ax + 140 * u, ay + 35 * u, 14 * u, '#e8b64c'));
  // rug and plant
  const rugX = W / 2 + (left ? -0.05 : 0.05) * W;
  s.add(ellipse(rugX, fy + (H - fy) * 0.55, W * 0.3, (H - fy) * 0.28, r.pick(p.accents), 'opacity="0.85"'));
  s.add(ellipse(rugX, fy + (H - fy) * 0.55, W * 0.24, (H - fy) * 0.2, 'none', stroke('#ffffff', 5 * u, 'opacity="0.5"')));
  const px = left ? wx + ww + 90 * u : wx - 90 * u;
  s.add(poly([[px - 40 * u, fy - 10 * u], [px + 40 * u, fy - 10 * u], [px + 30 * u, fy + 60 * u], [px - 30 * u, fy + 60 * u]], '#b8643c'));
  for (let i = 0; i < 7; i++) {
    const ang = -70 + i * 23;
    s.add(ellipse(px, fy - 70 * u, 16 * u, 70 * u, i % 2 ? p.foliage : p.foliage2, `transform="rotate(${ang} ${n(px)} ${n(fy - 10 * u)})"`));
  }
  const spots: Spot[] = [
    { x: rugX, y: fy + (H - fy) * 0.62, size: Math.min(H * 0.3, W * 0.22), poses: ['front', 'loaf', 'side'] },
    { x: sx + sw / 2 + r.range(-0.1, 0.1) * sw, y: seatY - 78 * u, size: Math.min(H * 0.2, W * 0.16), poses: ['loaf', 'front'] },
    { x: wx + ww / 2, y: sillY + 2 * u, size: Math.min(H * 0.2, W * 0.14), poses: ['back', 'loaf'] },
  ];
  return { gy: fy + (H - fy) * 0.5, spots, outdoors: false };
}
