/** Text elements, and width estimates for fitting and boxing them. */
import { n } from './svg.ts';
import { escapeHtml } from '../../src/lib/escapeHtml.ts';

const FONT = 'sans-serif';


export interface TextOpts {
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, str: string, size: number, fill: string, o: TextOpts = {}): string {
  return (
    `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" fill="${fill}"` +
    `${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.weight === 'bold' ? ' font-weight="bold"' : ''}` +
    `${o.spacing ? ` letter-spacing="${n(o.spacing)}"` : ''}${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}>` +
    `${escapeHtml(str)}</text>`
  );
}

/** Rough advance-width estimate for DejaVu Sans (em units). */
export function textWidth(str: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of str) {
    if ('ilj.,:;|!\'·'.includes(ch)) w += 0.3;
    else if ('ftr ()-'.includes(ch)) w += 0.38;
    else if ('mwMW'.includes(ch)) w += 0.97;
    else if (/[A-Z]/.test(ch)) w += 0.72;
    else w += 0.62;
  }
  return w * size * (bold ? 1.1 : 1);
}

/** Largest font size (up to max) whose estimated width fits in `width`. */
export function fitSize(str: string, width: number, max: number, bold = false): number {
  return Math.min(max, width / (textWidth(str, 1, bold) || 1));
}
