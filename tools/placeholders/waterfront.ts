/** The East River: water with glints, and a stone-towered suspension bridge. */
import { mix } from './colour.ts';
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import { line, n, pathEl, rect, stroke, type Svg } from './svg.ts';

export function drawBridge(s: Svg, p: Pal, tx: number, topY: number, deckY: number, baseY: number, tw: number): void {
  const u = tw / 140;
  const left = tx - tw / 2;
  const right = tx + tw / 2;
  const a = topY + 20 * u;
  for (let i = 1; i <= 6; i++) {
    s.add(line(left + 8 * u, a, left - i * tw * 0.7, deckY, p.iron, 1.4 * u, 'opacity="0.75"'));
    s.add(line(right - 8 * u, a, right + i * tw * 0.7, deckY, p.iron, 1.4 * u, 'opacity="0.75"'));
  }
  s.add(`<path d="M${n(left + 6 * u)},${n(topY + 8 * u)} C${n(left - tw * 1.5)},${n(deckY - 30 * u)} ${n(left - tw * 3)},${n(deckY - 30 * u)} ${n(left - tw * 4.5)},${n(topY + 40 * u)} M${n(right - 6 * u)},${n(topY + 8 * u)} C${n(right + tw * 1.5)},${n(deckY - 30 * u)} ${n(right + tw * 3)},${n(deckY - 30 * u)} ${n(right + tw * 4.5)},${n(topY + 40 * u)}" fill="none" ${stroke(p.iron, 3.4 * u)}/>`);
  s.add(rect(-10, deckY, s.W + 20, 13 * u, p.iron));
  s.add(rect(-10, deckY + 13 * u, s.W + 20, 5 * u, '#000000', 'opacity="0.3"'));
  s.add(rect(left, topY, tw, baseY - topY, p.bridgeStone));
  s.add(rect(right - 12 * u, topY, 12 * u, baseY - topY, '#000000', 'opacity="0.12"'));
  s.add(rect(left - 7 * u, topY - 2 * u, tw + 14 * u, 12 * u, mix(p.bridgeStone, '#000000', 0.2)));
  s.add(rect(left - 4 * u, topY + (deckY - topY) * 0.3, tw + 8 * u, 6 * u, mix(p.bridgeStone, '#000000', 0.15)));
  const aw = tw * 0.26;
  const yb = deckY + 13 * u;
  const ys = topY + (deckY - topY) * 0.52;
  const yt = topY + (deckY - topY) * 0.36;
  const archFill = mix(p.skyBot, p.far, 0.35);
  for (const ax of [left + tw * 0.15, right - tw * 0.15 - aw]) {
    const xm = ax + aw / 2;
    const c = ys - (ys - yt) * 0.6;
    s.add(pathEl(`M${n(ax)},${n(yb)} L${n(ax)},${n(ys)} Q${n(ax)},${n(c)} ${n(xm)},${n(yt)} Q${n(ax + aw)},${n(c)} ${n(ax + aw)},${n(ys)} L${n(ax + aw)},${n(yb)} Z`, archFill));
  }
}

export function water(s: Svg, r: Rng, p: Pal, y: number, y2 = s.H): void {
  const { W, u } = s;
  s.add(rect(0, y, W, y2 - y, s.linear([[0, p.water], [1, p.water2]])));
  for (let i = 0; i < 9; i++) {
    const yy = y + r.range(0.05, 0.95) * (y2 - y);
    const xx = r.range(0, W);
    s.add(line(xx, yy, xx + r.range(40, 160) * u, yy, '#ffffff', 2 * u, 'opacity="0.25"'));
  }
}
