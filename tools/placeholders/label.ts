/** The corner label that marks a picture as placeholder artwork. */
import { n, rect, type Svg } from './svg.ts';
import { text, textWidth } from './text.ts';

export type Corner = 'br' | 'bl' | 'tr' | 'tl';

/** The small "this is a placeholder" tag every raster image carries. */
export function label(s: Svg, str: string, corner: Corner = 'br'): void {
  const fs = Math.max(13, Math.round(Math.sqrt(s.W * s.H) * 0.02));
  const padX = fs * 0.55;
  const padY = fs * 0.35;
  const bw = textWidth(str, fs) + padX * 2;
  const bh = fs * 1.05 + padY * 2;
  const m = Math.round(fs * 0.7);
  const x = corner.endsWith('r') ? s.W - m - bw : m;
  const y = corner.startsWith('b') ? s.H - m - bh : m;
  s.add(rect(x, y, bw, bh, '#ffffff', `rx="${n(bh * 0.22)}" fill-opacity="0.74"`));
  s.add(text(x + padX, y + padY + fs * 0.85, str, fs, '#2f2f2f'));
}
