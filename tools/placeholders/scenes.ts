/**
 * The backdrops a photo can be set in: eight New York street scenes and the
 * interior, by name. Each draws itself and reports its ground line.
 */
import { rowhouses, tenementRow } from './buildings.ts';
import { hsl, mix } from './colour.ts';
import { sceneInterior } from './interior.ts';
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import type { SceneInfo } from './scene-info.ts';
import { drawSky, skyline, waterTower } from './sky.ts';
import { cobbleGround, drawTree, lampPost, sidewalk } from './street.ts';
import { line, n, pathEl, poly, rect, type Svg } from './svg.ts';
import { drawBridge, water } from './waterfront.ts';

export type SceneKind = 'brownstones' | 'rooftop' | 'bridge' | 'cobbles' | 'tenements' | 'fidi' | 'promenade' | 'interior' | 'park';

function sceneBrownstones(s: Svg, r: Rng, p: Pal): SceneInfo {
  const gy = s.H * 0.72;
  drawSky(s, r, p, gy);
  skyline(s, r, p, gy - s.H * 0.3, { layers: 1, windows: false, heightScale: 0.8 });
  rowhouses(s, r, p, gy, 'brown');
  for (let i = 0, c = r.int(0, 2); i < c; i++) drawTree(s, p, r.range(0.05, 0.95) * s.W, gy + 10 * s.u, r.range(0.5, 0.62) * s.H);
  sidewalk(s, r, p, gy);
  return { gy, outdoors: true };
}

function sceneRooftop(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const gy = H * 0.7;
  drawSky(s, r, p, gy);
  skyline(s, r, p, gy, { layers: 2, heightScale: 1.2 });
  // parapet and roof deck
  s.add(rect(0, gy - 40 * u, W, 44 * u, p.tint(hsl(r.range(5, 25), 30, 38))));
  s.add(rect(0, gy - 46 * u, W, 8 * u, p.trimLight));
  s.add(rect(0, gy, W, H - gy, p.tint(hsl(220, 5, r.range(34, 44)))));
  for (let x = r.range(0, 200) * u; x < W; x += 220 * u) s.add(line(x, gy, x + (x - W / 2) * 0.3, H, '#000000', 1.5 * u, 'opacity="0.14"'));
  const wtX = r.chance(0.5) ? r.range(0.06, 0.2) * W : r.range(0.8, 0.94) * W;
  waterTower(s, wtX, gy - 40 * u, r.range(150, 190) * u, p.tint('#5b3f2c'));
  s.add(rect(W * r.range(0.35, 0.55), gy - 90 * u, 70 * u, 90 * u, p.tint('#6d6a66')));
  return { gy, outdoors: true };
}

function sceneBridge(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const wy = H * 0.6;
  drawSky(s, r, p, wy);
  skyline(s, r, p, wy, { layers: 2, heightScale: 0.7, towers: false });
  water(s, r, p, wy, H);
  const tw = r.range(120, 160) * u;
  const tx = r.range(0.3, 0.7) * W;
  drawBridge(s, p, tx, H * r.range(0.08, 0.16), wy - H * 0.08, wy + 25 * u, tw);
  // foreground pier with timber edge
  const gy = H * 0.8;
  s.add(rect(0, gy, W, H - gy, p.tint(hsl(r.range(25, 40), 18, r.range(42, 52)))));
  s.add(rect(0, gy, W, 10 * u, p.tint('#3b2f28')));
  for (let x = 0; x < W; x += 90 * u) s.add(line(x, gy + 10 * u, x - (x - W / 2) * 0.2, H, '#000000', 1.4 * u, 'opacity="0.15"'));
  return { gy, outdoors: true };
}

function sceneCobbles(s: Svg, r: Rng, p: Pal): SceneInfo {
  const gy = s.H * 0.66;
  drawSky(s, r, p, gy);
  skyline(s, r, p, gy - s.H * 0.32, { layers: 2, heightScale: 0.7, windows: false, towers: false });
  rowhouses(s, r, p, gy, 'brick', 0.82);
  for (let i = 0, c = r.int(1, 2); i < c; i++) lampPost(s, p, r.range(0.08, 0.92) * s.W, gy + 8 * s.u, s.H * 0.36);
  cobbleGround(s, r, p, gy);
  return { gy, outdoors: true };
}

function sceneTenements(s: Svg, r: Rng, p: Pal): SceneInfo {
  const gy = s.H * 0.76;
  drawSky(s, r, p, gy);
  tenementRow(s, r, p, gy);
  sidewalk(s, r, p, gy, 0.7);
  return { gy, outdoors: true };
}

function sceneFidi(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const gy = H * 0.78;
  drawSky(s, r, p, gy);
  // tall towers behind
  let x = -r.range(0, 60) * u;
  while (x < W) {
    const w = r.range(110, 190) * u;
    const top = r.range(-0.1, 0.3) * H;
    const col = r.chance(0.5) ? p.far : p.mid;
    s.add(rect(x, top, w, gy - top, col));
    for (let xx = x + 12 * u; xx < x + w - 8 * u; xx += 20 * u) s.add(line(xx, Math.max(top + 10 * u, 0), xx, gy, p.skyBot, 3 * u, 'opacity="0.18"'));
    x += w + r.range(10, 40) * u;
  }
  // a temple-fronted bank / hall
  const cx = r.range(0.38, 0.62) * W;
  const tw = Math.min(W * 0.6, 640 * u);
  const stone = p.tint(hsl(r.range(30, 45), r.range(8, 16), r.range(76, 84)));
  const shade = mix(stone, '#000000', 0.22);
  const l = cx - tw / 2;
  for (let i = 0; i < 4; i++) s.add(rect(l - (4 - i) * 12 * u, gy - (i + 1) * 11 * u, tw + (4 - i) * 24 * u, 11.5 * u, i % 2 ? stone : shade));
  const baseTop = gy - 44 * u;
  const colH = tw * 0.5;
  const entY = baseTop - colH;
  s.add(rect(l + 10 * u, entY, tw - 20 * u, colH, mix(stone, '#000000', 0.45)));
  const nc = 6;
  const cwid = tw * 0.075;
  for (let i = 0; i < nc; i++) {
    const ccx = l + tw * 0.08 + ((tw * 0.84) * i) / (nc - 1);
    s.add(rect(ccx - cwid / 2, entY, cwid, colH, stone));
    s.add(rect(ccx + cwid * 0.2, entY, cwid * 0.3, colH, '#000000', 'opacity="0.1"'));
    s.add(rect(ccx - cwid * 0.75, entY, cwid * 1.5, 12 * u, stone));
    s.add(rect(ccx - cwid * 0.7, baseTop - 10 * u, cwid * 1.4, 10 * u, stone));
  }
  s.add(rect(l - 8 * u, entY - 46 * u, tw + 16 * u, 46 * u, stone));
  s.add(rect(l - 8 * u, entY - 14 * u, tw + 16 * u, 4 * u, shade));
  s.add(poly([[l - 14 * u, entY - 46 * u], [cx, entY - 46 * u - tw * 0.2], [l + tw + 14 * u, entY - 46 * u]], stone));
  s.add(poly([[l + 30 * u, entY - 54 * u], [cx, entY - 46 * u - tw * 0.2 + 18 * u], [l + tw - 30 * u, entY - 54 * u]], shade, 'opacity="0.5"'));
  // narrow-street walls framing the view
  const wallC = p.tint(hsl(r.range(20, 40), 10, r.range(22, 30)));
  s.add(poly([[0, 0], [W * 0.12, H * 0.1], [W * 0.12, gy], [0, gy + H * 0.08]], wallC));
  s.add(poly([[W, 0], [W * 0.88, H * 0.1], [W * 0.88, gy], [W, gy + H * 0.08]], wallC));
  for (let i = 1; i < 6; i++) {
    const f = i / 6;
    s.add(line(0, H * f * 0.85, W * 0.12, H * 0.1 + (gy - H * 0.1) * f, '#000000', 2 * u, 'opacity="0.25"'));
    s.add(line(W, H * f * 0.85, W * 0.88, H * 0.1 + (gy - H * 0.1) * f, '#000000', 2 * u, 'opacity="0.25"'));
  }
  s.add(rect(0, gy, W, H - gy, p.tint(hsl(30, 6, r.range(52, 62)))));
  for (let i = -6; i <= 6; i++) s.add(line(W / 2 + i * 60 * u, gy, W / 2 + i * 260 * u, H, '#000000', 1.5 * u, 'opacity="0.1"'));
  lampPost(s, p, W * 0.16, gy + 20 * u, H * 0.34);
  lampPost(s, p, W * 0.84, gy + 20 * u, H * 0.34);
  return { gy, outdoors: true };
}

function scenePromenade(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const wy = H * 0.5;
  drawSky(s, r, p, wy);
  skyline(s, r, p, wy, { layers: 2, heightScale: 0.85 });
  water(s, r, p, wy, H * 0.72);
  const tx = r.chance(0.5) ? r.range(0.08, 0.22) * W : r.range(0.78, 0.92) * W;
  drawBridge(s, p, tx, H * 0.2, wy - H * 0.04, wy + 12 * u, r.range(70, 95) * u);
  const gy = H * 0.72;
  s.add(rect(0, gy, W, H - gy, p.tint(hsl(r.range(20, 40), 10, r.range(58, 68)))));
  for (let i = 0; i < 4; i++) s.add(line(0, gy + (H - gy) * (i / 4) ** 1.5, W, gy + (H - gy) * (i / 4) ** 1.5, '#000000', 1.2 * u, 'opacity="0.12"'));
  // railing
  const ry = gy - 70 * u;
  for (let x = 6 * u; x < W; x += 24 * u) s.add(line(x, ry, x, gy, p.iron, 3 * u));
  s.add(rect(0, ry - 6 * u, W, 9 * u, p.iron));
  s.add(rect(0, gy - 16 * u, W, 5 * u, p.iron));
  for (let i = 0, c = r.int(1, 2); i < c; i++) lampPost(s, p, r.range(0.1, 0.9) * W, gy + 6 * u, H * 0.4);
  return { gy, outdoors: true };
}

function scenePark(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const gy = H * 0.6;
  drawSky(s, r, p, gy);
  skyline(s, r, p, gy, { layers: 2, heightScale: 0.8 });
  let x = -r.range(0, 80) * u;
  while (x < W + 80 * u) {
    drawTree(s, p, x, gy + 16 * u, r.range(200, 300) * u);
    x += r.range(120, 220) * u;
  }
  s.add(rect(0, gy, W, H - gy, s.linear([[0, p.foliage2], [1, p.foliage]])));
  const px = r.range(0.3, 0.7) * W;
  s.add(pathEl(`M${n(px - 30 * u)},${n(gy)} L${n(px + 30 * u)},${n(gy)} Q${n(px + 120 * u)},${n(gy + (H - gy) * 0.5)} ${n(px + 330 * u)},${n(H)} L${n(px - 330 * u)},${n(H)} Q${n(px - 120 * u)},${n(gy + (H - gy) * 0.5)} ${n(px - 30 * u)},${n(gy)} Z`, p.tint('#d8c9a8')));
  const bx = px < W / 2 ? px + 320 * u : px - 560 * u;
  const by = gy + 90 * u;
  s.add(rect(bx, by - 70 * u, 240 * u, 16 * u, p.tint('#8a5a35')) + rect(bx, by - 48 * u, 240 * u, 16 * u, p.tint('#8a5a35')));
  s.add(rect(bx, by - 26 * u, 240 * u, 14 * u, p.tint('#7a4e2e')));
  s.add(rect(bx + 16 * u, by - 26 * u, 10 * u, 30 * u, p.iron) + rect(bx + 214 * u, by - 26 * u, 10 * u, 30 * u, p.iron));
  lampPost(s, p, px + (px < W / 2 ? -1 : 1) * 170 * u, gy + 40 * u, H * 0.36);
  return { gy, outdoors: true };
}

export const SCENES: Record<SceneKind, (s: Svg, r: Rng, p: Pal) => SceneInfo> = {
  brownstones: sceneBrownstones,
  rooftop: sceneRooftop,
  bridge: sceneBridge,
  cobbles: sceneCobbles,
  tenements: sceneTenements,
  fidi: sceneFidi,
  promenade: scenePromenade,
  interior: sceneInterior,
  park: scenePark,
};
export const OUTDOOR: readonly SceneKind[] = ['brownstones', 'rooftop', 'bridge', 'cobbles', 'tenements', 'fidi', 'promenade', 'park'];
