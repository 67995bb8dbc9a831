/** Team portraits: a guide, head and shoulders, in front of a softened backdrop, with their cat. */
import { drawCat } from './cat.ts';
import { COATS, type Coat } from './coats.ts';
import { mix } from './colour.ts';
import { makePalette } from './palette.ts';
import { HAIR, SKIN } from './people.ts';
import { Rng } from './random.ts';
import { SCENES, type SceneKind } from './scenes.ts';
import { circle, ellipse, line, n, pathEl, rect, stroke, type Svg } from './svg.ts';

export function guidePortrait(s: Svg, seed: string, idx: number): void {
  const r = new Rng(seed);
  const p = makePalette(r, 'golden');
  const { W, H } = s;
  const kinds: SceneKind[] = ['brownstones', 'promenade', 'cobbles', 'tenements'];
  SCENES[kinds[idx % kinds.length] as SceneKind](s, r, p);
  s.add(rect(0, 0, W, H, p.skyBot, 'opacity="0.45"'));
  const cx = W / 2 + r.range(-0.05, 0.05) * W;
  const k = W / 800;
  const skin = SKIN[(idx * 2 + 1) % SKIN.length] as string;
  const hair = HAIR[(idx * 3) % HAIR.length] as string;
  const shirt = mix(r.pick(p.accents), '#3b4a6b', 0.2);
  const style = (['short', 'long', 'curly', 'bun'] as const)[idx % 4];
  const hy = H * 0.4;
  const g: string[] = [];
  if (style === 'long') g.push(pathEl(`M${n(cx - 105 * k)},${n(hy - 10 * k)} C${n(cx - 110 * k)},${n(hy - 170 * k)} ${n(cx + 110 * k)},${n(hy - 170 * k)} ${n(cx + 105 * k)},${n(hy - 10 * k)} L${n(cx + 120 * k)},${n(hy + 170 * k)} L${n(cx - 120 * k)},${n(hy + 170 * k)} Z`, hair));
  g.push(pathEl(`M${n(cx - 250 * k)},${n(H + 5)} C${n(cx - 250 * k)},${n(hy + 200 * k)} ${n(cx - 150 * k)},${n(hy + 150 * k)} ${n(cx)},${n(hy + 145 * k)} C${n(cx + 150 * k)},${n(hy + 150 * k)} ${n(cx + 250 * k)},${n(hy + 200 * k)} ${n(cx + 250 * k)},${n(H + 5)} Z`, shirt));
  g.push(rect(cx - 36 * k, hy + 60 * k, 72 * k, 90 * k, skin, `rx="${n(20 * k)}"`));
  g.push(pathEl(`M${n(cx - 40 * k)},${n(hy + 150 * k)} L${n(cx)},${n(hy + 195 * k)} L${n(cx + 40 * k)},${n(hy + 150 * k)} Z`, skin));
  g.push(ellipse(cx, hy, 92 * k, 108 * k, skin));
  g.push(ellipse(cx - 92 * k, hy + 10 * k, 14 * k, 22 * k, skin) + ellipse(cx + 92 * k, hy + 10 * k, 14 * k, 22 * k, skin));
  switch (style) {
    case 'short':
    case 'long':
      g.push(pathEl(`M${n(cx - 96 * k)},${n(hy - 5 * k)} C${n(cx - 110 * k)},${n(hy - 150 * k)} ${n(cx + 110 * k)},${n(hy - 150 * k)} ${n(cx + 96 * k)},${n(hy - 5 * k)} C${n(cx + 70 * k)},${n(hy - 70 * k)} ${n(cx - 20 * k)},${n(hy - 60 * k)} ${n(cx - 96 * k)},${n(hy - 5 * k)} Z`, hair));
      break;
    case 'curly':
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        g.push(circle(cx + Math.cos(a) * 92 * k, hy - 20 * k + Math.sin(a) * 95 * k, 38 * k, hair));
      }
      break;
    case 'bun':
      g.push(circle(cx, hy - 125 * k, 42 * k, hair));
      g.push(pathEl(`M${n(cx - 95 * k)},${n(hy - 10 * k)} C${n(cx - 105 * k)},${n(hy - 140 * k)} ${n(cx + 105 * k)},${n(hy - 140 * k)} ${n(cx + 95 * k)},${n(hy - 10 * k)} C${n(cx + 60 * k)},${n(hy - 80 * k)} ${n(cx - 60 * k)},${n(hy - 80 * k)} ${n(cx - 95 * k)},${n(hy - 10 * k)} Z`, hair));
      break;
  }
  // friendly face
  g.push(ellipse(cx - 34 * k, hy + 5 * k, 8 * k, 10 * k, '#2a2220') + ellipse(cx + 34 * k, hy + 5 * k, 8 * k, 10 * k, '#2a2220'));
  g.push(`<path d="M${n(cx - 38 * k)},${n(hy + 48 * k)} Q${n(cx)},${n(hy + 82 * k)} ${n(cx + 38 * k)},${n(hy + 48 * k)}" fill="none" ${stroke('#6b3a2e', 6 * k)}/>`);
  g.push(ellipse(cx - 58 * k, hy + 38 * k, 16 * k, 9 * k, '#e06f6f', 'opacity="0.25"') + ellipse(cx + 58 * k, hy + 38 * k, 16 * k, 9 * k, '#e06f6f', 'opacity="0.25"'));
  if (idx === 1 || idx === 3) {
    g.push(circle(cx - 34 * k, hy + 5 * k, 24 * k, 'none', stroke('#2a2a2a', 5 * k)) + circle(cx + 34 * k, hy + 5 * k, 24 * k, 'none', stroke('#2a2a2a', 5 * k)));
    g.push(line(cx - 10 * k, hy + 3 * k, cx + 10 * k, hy + 3 * k, '#2a2a2a', 5 * k));
  }
  s.add(...g);
  const coat = COATS[(idx * 5 + 1) % COATS.length] as Coat;
  if (idx === 2) {
    // cat lounging on the shoulder
    drawCat(s, { x: cx + 150 * k, y: hy + 170 * k, size: 230 * k, pose: 'loaf', coat, dir: -1, blink: true, shadow: false });
  } else {
    drawCat(s, { x: cx + (idx % 2 ? -40 : 40) * k, y: H + 30 * k, size: 340 * k, pose: 'front', coat, blink: idx === 3, shadow: false });
    const arm = mix(shirt, '#000000', 0.12);
    s.add(`<path d="M${n(cx - 240 * k)},${n(H - 200 * k)} Q${n(cx - 170 * k)},${n(H - 20 * k)} ${n(cx + 90 * k)},${n(H - 60 * k)}" fill="none" ${stroke(arm, 70 * k)}/>`);
    s.add(ellipse(cx + 110 * k, H - 68 * k, 40 * k, 30 * k, skin));
  }
}
