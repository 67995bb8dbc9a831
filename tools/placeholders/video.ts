/** What turns a photo into a video still: a news-style caption bar and play button, or a story reel's progress bar and side buttons. */
import { ORANGE } from './logos.ts';
import { circle, n, poly, rect, type Svg } from './svg.ts';
import { text } from './text.ts';

/** Poster frame of a video: caption bar along the bottom, play button in the middle. */
export function posterOverlay(s: Svg, caption: string): void {
  const { W, H, u } = s;
  const by = H * 0.82;
  s.add(rect(0, by, W, H * 0.13, '#1b2330', 'opacity="0.88"'));
  s.add(rect(0, by, 14 * u, H * 0.13, ORANGE));
  s.add(text(40 * u, by + 40 * u, 'NEIGHBOURHOOD STORIES', 22 * u, '#f3c48f', { weight: 'bold', spacing: 3 }));
  s.add(text(40 * u, by + 78 * u, caption, 30 * u, '#ffffff'));
  s.add(circle(W / 2, H * 0.4, 70 * u, '#ffffff', 'opacity="0.85"'));
  s.add(poly([[W / 2 - 22 * u, H * 0.4 - 36 * u], [W / 2 - 22 * u, H * 0.4 + 36 * u], [W / 2 + 38 * u, H * 0.4]], '#1b2330'));
}

/** Story-reel chrome: the segmented progress bar (reel `i` is partway through), side buttons and the account name. */
export function reelOverlay(s: Svg, i: number): void {
  const { W, H, u } = s;
  for (let k = 0; k < 4; k++) s.add(rect(20 * u + k * ((W - 40 * u) / 4), 24 * u, (W - 40 * u) / 4 - 8 * u, 6 * u, '#ffffff', `rx="${n(3 * u)}" opacity="${k < i % 4 + 1 ? 0.95 : 0.45}"`));
  for (let k = 0; k < 3; k++) s.add(circle(W - 50 * u, H * 0.5 + k * 90 * u, 26 * u, '#ffffff', 'opacity="0.8"'));
  s.add(text(28 * u, H - 150 * u, 'Whisker Walks NYC', 30 * u, '#ffffff', { weight: 'bold' }));
}
