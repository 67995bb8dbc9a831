/** Rows of New York buildings: brownstones with stoops, and tenements with fire escapes and storefronts. */
import { hsl, mix } from './colour.ts';
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import { circle, line, n, pathEl, poly, rect, stroke, type Svg } from './svg.ts';

function windowShape(s: Svg, p: Pal, r: Rng, x: number, y: number, w: number, h: number, arched: boolean): void {
  const u = s.u;
  const glass = p.mood === 'night' && r.chance(0.5) ? p.winLit : p.win;
  if (arched) {
    const rr = w / 2 + 5 * u;
    s.add(pathEl(`M${n(x - 5 * u)},${n(y + h + 5 * u)} L${n(x - 5 * u)},${n(y + w / 2)} A${n(rr)},${n(rr)} 0 0 1 ${n(x + w + 5 * u)},${n(y + w / 2)} L${n(x + w + 5 * u)},${n(y + h + 5 * u)} Z`, p.trimLight));
    s.add(pathEl(`M${n(x)},${n(y + h)} L${n(x)},${n(y + w / 2)} A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x + w)},${n(y + w / 2)} L${n(x + w)},${n(y + h)} Z`, glass));
  } else {
    // lintel and sill only: side frames cost a lot of JPEG bytes for little effect
    s.add(rect(x - 9 * u, y - 14 * u, w + 18 * u, 12 * u, p.trimLight));
    s.add(rect(x, y, w, h, glass));
    s.add(rect(x - 6 * u, y + h, w + 12 * u, 8 * u, p.trimLight));
  }
}

/** A row of brownstones (or brick rowhouses) with stoops, standing on gy. */
export function rowhouses(s: Svg, r: Rng, p: Pal, gy: number, style: 'brown' | 'brick', heightFrac = 1): void {
  const { W, H, u } = s;
  let x = -r.range(10, 90) * u;
  while (x < W) {
    const w = r.range(230, 300) * u;
    const hgt = r.range(0.5, 0.6) * Math.min(H, W * 0.9) * heightFrac;
    const top = gy - hgt;
    const col = p.tint(style === 'brown' ? hsl(r.range(10, 28), r.range(26, 42), r.range(28, 42)) : hsl(r.range(4, 16), r.range(36, 52), r.range(32, 44)));
    s.add(rect(x, top, w, hgt + 2, col));
    s.add(rect(x - 5 * u, top - 16 * u, w + 10 * u, 20 * u, p.trim));
    s.add(rect(x - 2 * u, top + 4 * u, w + 4 * u, 5 * u, p.trim, 'opacity="0.7"'));
    s.add(rect(x + w - 3 * u, top, 3 * u, hgt, '#000000', 'opacity="0.15"'));
    const stoopH = hgt * 0.2;
    const parlorY = gy - stoopH;
    const floors = 3;
    const y0 = top + 34 * u;
    const fh = (parlorY - y0) / floors;
    const cols = 3;
    const cw = w / cols;
    const ww = cw * 0.46;
    const wh = fh * 0.58;
    const doorCol = r.chance(0.5) ? 0 : 2;
    const arched = r.chance(0.35);
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + c * cw + (cw - ww) / 2;
        const wy = y0 + f * fh + fh * 0.22;
        if (f === floors - 1 && c === doorCol) continue;
        windowShape(s, p, r, wx, wy, ww, f === floors - 1 ? wh * 1.12 : wh, arched);
      }
    }
    // door + stoop
    const dw = ww * 1.05;
    const dx = x + doorCol * cw + (cw - dw) / 2;
    const dTop = y0 + (floors - 1) * fh + fh * 0.12;
    s.add(pathEl(`M${n(dx - 8 * u)},${n(parlorY)} L${n(dx - 8 * u)},${n(dTop + dw / 2)} A${n(dw / 2 + 8 * u)},${n(dw / 2 + 8 * u)} 0 0 1 ${n(dx + dw + 8 * u)},${n(dTop + dw / 2)} L${n(dx + dw + 8 * u)},${n(parlorY)} Z`, p.trimLight));
    s.add(rect(dx, dTop + dw * 0.35, dw, parlorY - dTop - dw * 0.35, p.tint(hsl(r.range(0, 360), r.range(25, 45), r.range(18, 30)))));
    s.add(circle(dx + dw * 0.8, (dTop + parlorY) / 2 + 10 * u, 3 * u, '#d6b35a'));
    const steps = 6;
    const sh = stoopH / steps;
    const stoneCol = mix(col, '#000000', 0.08);
    for (let i = 0; i < steps; i++) {
      s.add(rect(dx - 12 * u - i * 5 * u, parlorY + i * sh, dw + 24 * u + i * 10 * u, sh + 0.6, i % 2 ? stoneCol : mix(col, '#ffffff', 0.08)));
    }
    const railX0 = dx - 12 * u;
    const railX1 = dx + dw + 12 * u;
    s.add(`<path d="M${n(railX0)},${n(parlorY - 30 * u)} L${n(railX0 - steps * 5 * u - 10 * u)},${n(gy - 30 * u)} L${n(railX0 - steps * 5 * u - 10 * u)},${n(gy)} M${n(railX1)},${n(parlorY - 30 * u)} L${n(railX1 + steps * 5 * u + 10 * u)},${n(gy - 30 * u)} L${n(railX1 + steps * 5 * u + 10 * u)},${n(gy)}" fill="none" ${stroke(p.iron, 3.5 * u)}/>`);
    // garden-level windows and a low iron fence
    for (let c = 0; c < cols; c++) {
      if (c === doorCol) continue;
      const wx = x + c * cw + (cw - ww) / 2;
      s.add(rect(wx, gy - stoopH * 0.78, ww, stoopH * 0.5, p.win));
      s.add(rect(wx - 4 * u, gy - stoopH * 0.78 - 6 * u, ww + 8 * u, 6 * u, p.trimLight));
      const fx0 = x + c * cw + 6 * u;
      const fx1 = x + (c + 1) * cw - 6 * u;
      s.add(line(fx0, gy - 28 * u, fx1, gy - 28 * u, p.iron, 2.5 * u));
      for (let fx = fx0; fx <= fx1 + 0.1; fx += 26 * u) s.add(line(fx, gy - 32 * u, fx, gy, p.iron, 2 * u));
    }
    x += w;
  }
}

function fireEscape(s: Svg, p: Pal, x: number, w: number, floorsY: number[]): void {
  const u = s.u;
  for (let i = 0; i < floorsY.length; i++) {
    const py = floorsY[i] as number;
    s.add(rect(x, py, w, 5 * u, p.iron));
    s.add(rect(x, py - 34 * u, w, 34 * u, 'none', stroke(p.iron, 2.6 * u)));
    const next = floorsY[i + 1];
    if (next !== undefined) {
      const lx0 = i % 2 ? x + w * 0.2 : x + w * 0.8;
      const lx1 = i % 2 ? x + w * 0.8 : x + w * 0.2;
      s.add(line(lx0, py + 4 * u, lx1, next, p.iron, 3.2 * u));
    }
  }
}

export function tenementRow(s: Svg, r: Rng, p: Pal, gy: number): void {
  const { W, H, u } = s;
  let x = -r.range(0, 80) * u;
  while (x < W) {
    const w = r.range(320, 400) * u;
    const hgt = r.range(0.6, 0.72) * Math.min(H, W * 0.9);
    const top = gy - hgt;
    const col = p.tint(hsl(r.range(0, 30), r.range(25, 50), r.range(30, 48)));
    s.add(rect(x, top, w, hgt + 2, col));
    s.add(rect(x - 4 * u, top - 12 * u, w + 8 * u, 16 * u, p.trim));
    const storeH = hgt * 0.2;
    const storeY = gy - storeH;
    const floors = 4;
    const fh = (storeY - top - 20 * u) / floors;
    const cols = 3;
    const cw = w / cols;
    const ww = cw * 0.46;
    const wh = fh * 0.55;
    const floorsY: number[] = [];
    for (let f = 0; f < floors; f++) {
      const wy = top + 20 * u + f * fh + fh * 0.22;
      floorsY.push(wy + wh + 8 * u);
      for (let c = 0; c < cols; c++) windowShape(s, p, r, x + c * cw + (cw - ww) / 2, wy, ww, wh, false);
    }
    fireEscape(s, p, x + cw * 0.7, cw * 1.6, floorsY);
    // storefront with awning
    const acc = r.pick(p.accents);
    s.add(rect(x + 10 * u, storeY + 10 * u, w - 20 * u, storeH - 10 * u, p.win));
    s.add(rect(x + w * 0.62, storeY + 18 * u, w * 0.14, storeH - 18 * u, p.tint('#3a2a22')));
    const aw = storeH * 0.32;
    s.add(poly([[x + 4 * u, storeY], [x + w - 4 * u, storeY], [x + w + 6 * u, storeY + aw], [x - 6 * u, storeY + aw]], acc));
    for (let sx = x + 4 * u; sx < x + w - 20 * u; sx += 60 * u) {
      s.add(poly([[sx, storeY], [sx + 20 * u, storeY], [sx + 22 * u, storeY + aw], [sx - 2 * u, storeY + aw]], '#ffffff', 'opacity="0.35"'));
    }
    x += w - 1;
  }
}
