/** Friendly full-body people: tour guests and the guide with a cat-eared pennant. */
import type { Pal } from './palette.ts';
import type { Rng } from './random.ts';
import { circle, ellipse, line, n, n4, pathEl, poly, rect, stroke, type Svg } from './svg.ts';

export const SKIN = ['#f1c9a5', '#e0ac86', '#c68642', '#8d5524', '#5c3b24', '#ffdbb4'] as const;
export const HAIR = ['#2b1d14', '#4a3020', '#8a5a2b', '#c9a064', '#1a1a1a', '#9e9e9e', '#b5523b'] as const;
export type HairStyle = 'short' | 'long' | 'bun' | 'cap' | 'curly';

export interface PersonOpts {
  x: number;
  y: number;
  h: number;
  shirt: string;
  pants: string;
  skin: string;
  hair: string;
  style: HairStyle;
  prop?: 'pennant' | 'none';
  propColor?: string;
}

/** Full-body friendly silhouette, 100 units tall. Returns right-hand position. */
export function drawPerson(s: Svg, o: PersonOpts): [number, number] {
  const k = o.h / 100;
  let g = ellipse(0, 0, 16, 2.5, '#000000', 'opacity="0.15"');
  if (o.style === 'long') g += pathEl('M-9.5,-90 C-10,-101 10,-101 9.5,-90 L10.5,-74 L-10.5,-74 Z', o.hair);
  g += rect(-8, -46, 7.2, 45, o.pants, 'rx="2"') + rect(0.8, -46, 7.2, 45, o.pants, 'rx="2"');
  g += ellipse(-4.5, -1.2, 5.2, 2.4, '#2b2b2b') + ellipse(4.5, -1.2, 5.2, 2.4, '#2b2b2b');
  g += pathEl('M-13,-78 Q0,-81 13,-78 L15.5,-43 L-15.5,-43 Z', o.shirt);
  g += `<path d="M-12,-75 L-17,-47 M12,-75 L17,-47" fill="none" ${stroke(o.shirt, 6)}/>`;
  g += circle(-17.3, -45.5, 3, o.skin) + circle(17.3, -45.5, 3, o.skin);
  g += rect(-3, -84, 6, 7, o.skin);
  g += circle(0, -89, 8.5, o.skin);
  switch (o.style) {
    case 'short':
    case 'long':
      g += pathEl('M-8.9,-89 C-9.5,-101 9.5,-101 8.9,-89 C6,-95 -6,-95 -8.9,-89 Z', o.hair);
      break;
    case 'bun':
      g += pathEl('M-8.9,-89 C-9.5,-101 9.5,-101 8.9,-89 C6,-95 -6,-95 -8.9,-89 Z', o.hair) + circle(0, -99.5, 4.2, o.hair);
      break;
    case 'cap':
      g += pathEl('M-9,-91 C-9,-101.5 9,-101.5 9,-91 Z', o.propColor ?? o.hair) + pathEl('M4,-92.5 L16,-91 L4,-89.5 Z', o.propColor ?? o.hair);
      break;
    case 'curly':
      for (const [cx, cy] of [[-7, -93], [-3, -97], [3, -97], [7, -93], [0, -99]] as const) g += circle(cx, cy, 4.4, o.hair);
      break;
  }
  if (o.prop === 'pennant') {
    const pc = o.propColor ?? '#e0893a';
    g += line(17.3, -45, 19, -110, '#3a3a3a', 2);
    g += circle(19, -116, 7, pc);
    g += poly([[13.5, -120], [14.5, -128], [18.5, -122]], pc) + poly([[24.5, -120], [23.5, -128], [19.5, -122]], pc);
    g += circle(16.6, -116.5, 1, '#ffffff') + circle(21.4, -116.5, 1, '#ffffff');
  }
  s.add(`<g transform="translate(${n(o.x)},${n(o.y)}) scale(${n4(k)})">${g}</g>`);
  return [o.x + 17.3 * k, o.y - 45.5 * k];
}

export function randomPerson(r: Rng, p: Pal, x: number, y: number, h: number): PersonOpts {
  return {
    x,
    y,
    h,
    shirt: r.pick(p.accents),
    pants: p.tint(r.pick(['#2f3b52', '#3b3b3b', '#5a4a3a', '#6b7280', '#22303f', '#7a6a55'])),
    skin: r.pick(SKIN),
    hair: r.pick(HAIR),
    style: r.pick(['short', 'long', 'bun', 'cap', 'curly'] as const),
    propColor: r.pick(p.accents),
  };
}

/** A row of walking-tour guests, the guide holding a cat-eared pennant. */
export function tourGroup(s: Svg, r: Rng, p: Pal, y: number, x0: number, x1: number, count: number, h: number): Array<[number, number]> {
  const hands: Array<[number, number]> = [];
  const guideIdx = r.int(0, count - 1);
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count + r.range(-0.15, 0.15) * ((x1 - x0) / count);
    const po = randomPerson(r, p, x, y + r.range(-0.01, 0.02) * s.H, h * r.range(0.9, 1.05));
    if (i === guideIdx) {
      po.prop = 'pennant';
      po.propColor = '#e0893a';
    }
    hands.push(drawPerson(s, po));
  }
  return hands;
}
