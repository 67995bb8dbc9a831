/**
 * Logo placeholders: the brand's cat mark and wordmark, and plain-text
 * wordmarks for press outlets and partners (plain on purpose: they never
 * imitate a real outlet's logo).
 */
import { ellipse, n, n4, pathEl, stroke, type Svg } from './svg.ts';
import { fitSize, text } from './text.ts';

export function catMark(x: number, y: number, size: number, fill: string, feature: string, accent: string): string {
  const k = size / 100;
  const t = (d: string) => `<g transform="translate(${n(x)},${n(y)}) scale(${n4(k)})">${d}</g>`;
  let g = pathEl('M18,44 L20,6 L42,26 Q50,23 58,26 L80,6 L82,44 Q88,74 50,92 Q12,74 18,44 Z', fill);
  g += pathEl('M25,34 L26,16 L37,28 Z', accent) + pathEl('M75,34 L74,16 L63,28 Z', accent);
  g += pathEl('M30,52 Q37,43 44,52 Q37,58 30,52 Z', feature) + pathEl('M56,52 Q63,43 70,52 Q63,58 56,52 Z', feature);
  g += ellipse(37, 52, 1.8, 4, fill) + ellipse(63, 52, 1.8, 4, fill);
  g += pathEl('M45,64 L55,64 L50,70 Z', accent);
  g += `<path d="M40,68 L20,64 M40,71 L21,74 M60,68 L80,64 M60,71 L79,74" fill="none" ${stroke(feature, 2)}/>`;
  return t(g);
}

export const NAVY = '#27465a';
export const ORANGE = '#e0893a';
export const CREAM = '#fbf3e6';

export function brandLogo(s: Svg, mark: string, textCol: string, accent: string): void {
  s.add(catMark(6, 10, 100, mark, CREAM, accent));
  const fs = fitSize('Whisker Walks', s.W - 118 - 14, 30, true);
  s.add(text(118, 60, 'Whisker Walks', fs, textCol, { weight: 'bold' }));
  s.add(text(119, 96, 'NYC', 26, accent, { weight: 'bold', spacing: 6 }));
}

export function wordmark(s: Svg, name: string, sub: string): void {
  const { W, H } = s;
  const fs = fitSize(name, W * 0.88, 44, true);
  s.add(text(W / 2, H / 2 + fs * 0.2, name, fs, '#3d3d3d', { anchor: 'middle', weight: 'bold' }));
  s.add(text(W / 2, H / 2 + fs * 0.2 + 30, sub, 18, '#5a5a5a', { anchor: 'middle' }));
}
