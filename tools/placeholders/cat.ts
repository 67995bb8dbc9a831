/** Puts a cat into a picture (position, size, direction, shadow), plus its leash and paw prints. */
import { catBack, catFront, catLoaf, catSide } from './cat-poses.ts';
import type { Coat } from './coats.ts';
import { ellipse, n, n4, stroke, type Svg } from './svg.ts';

export type Pose = 'front' | 'side' | 'loaf' | 'back';

export interface CatOpts {
  x: number;
  /** ground line the cat sits/stands on */
  y: number;
  /** pixel height of a sitting cat (the drawing unit is 100) */
  size: number;
  pose: Pose;
  coat: Coat;
  dir?: 1 | -1;
  blink?: boolean;
  harness?: string;
  shadow?: boolean;
}

/** Draws a cat; returns the leash attachment point (global) for side poses. */
export function drawCat(s: Svg, o: CatOpts): [number, number] {
  const k = o.size / 100;
  const dir = o.dir ?? 1;
  if (o.shadow !== false) {
    const w = o.pose === 'side' || o.pose === 'loaf' ? 55 : 34;
    s.add(ellipse(o.x, o.y, w * k, 5 * k, '#000000', 'opacity="0.16"'));
  }
  let inner: string;
  switch (o.pose) {
    case 'front':
      inner = catFront(s, o.coat, o.blink ?? false);
      break;
    case 'back':
      inner = catBack(s, o.coat);
      break;
    case 'side':
      inner = catSide(s, o.coat, o.harness);
      break;
    case 'loaf':
      inner = catLoaf(s, o.coat, o.blink ?? true);
      break;
  }
  s.add(`<g transform="translate(${n(o.x)},${n(o.y)}) scale(${n4(k * dir)},${n4(k)})">${inner}</g>`);
  return [o.x + dir * 13 * k, o.y - 53 * k];
}

export function leash(s: Svg, from: [number, number], to: [number, number], color: string, width: number): void {
  const mx = (from[0] + to[0]) / 2;
  const my = Math.max(from[1], to[1]) + Math.abs(to[0] - from[0]) * 0.12 + 10 * s.u;
  s.add(`<path d="M${n(from[0])},${n(from[1])} Q${n(mx)},${n(my)} ${n(to[0])},${n(to[1])}" fill="none" ${stroke(color, width)}/>`);
}

export function pawPrint(x: number, y: number, sz: number, fill: string, extra = ''): string {
  return (
    `<g ${extra}>` +
    ellipse(x, y, sz * 0.55, sz * 0.45, fill) +
    ellipse(x - sz * 0.62, y - sz * 0.62, sz * 0.2, sz * 0.26, fill) +
    ellipse(x - sz * 0.22, y - sz * 0.92, sz * 0.2, sz * 0.27, fill) +
    ellipse(x + sz * 0.22, y - sz * 0.92, sz * 0.2, sz * 0.27, fill) +
    ellipse(x + sz * 0.62, y - sz * 0.62, sz * 0.2, sz * 0.26, fill) +
    '</g>'
  );
}
