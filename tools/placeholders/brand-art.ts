/** Branded one-off graphics built around the cat mark: the social share card, the gift card and the book cover. */
import { drawCat, pawPrint } from './cat.ts';
import { COATS, type Coat } from './coats.ts';
import { catMark, CREAM, NAVY, ORANGE } from './logos.ts';
import { Rng } from './random.ts';
import { circle, rect, stroke, type Svg } from './svg.ts';
import { fitSize, text } from './text.ts';

/** The default social share card (Open Graph image). */
export function shareCard(s: Svg): void {
  const r = new Rng('og');
  const { W, H, u } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, '#2f5870'], [1, NAVY]], 1, 1)));
  let x = 0;
  while (x < W) {
    const w = r.range(50, 120) * u;
    const h = r.range(0.08, 0.3) * H;
    s.add(rect(x, H - h, w, h, '#1d3546'));
    x += w + 4 * u;
  }
  s.add(circle(250, 300, 170, CREAM, 'opacity="0.12"'));
  s.add(catMark(120, 170, 260, ORANGE, CREAM, NAVY));
  s.add(text(440, 270, 'Whisker Walks NYC', fitSize('Whisker Walks NYC', W - 440 - 50, 72, true), CREAM, { weight: 'bold' }));
  s.add(text(442, 345, 'Cat History Walking Tours', fitSize('Cat History Walking Tours', W - 442 - 50, 42), '#f3c48f'));
  for (let i = 0; i < 5; i++) s.add(pawPrint(460 + i * 70, 420 - (i % 2) * 18, 16, CREAM, 'opacity="0.3"'));
}

/** Cover of "The Cats of Old New York": a black cat seen from behind, facing a moon over the skyline. */
export function bookCover(s: Svg): void {
  const r = new Rng('book');
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, '#1f3b4d'], [1, '#132633']])));
  s.add(rect(40, 40, W - 80, H - 80, 'none', stroke('#d9b26a', 4)));
  s.add(rect(56, 56, W - 112, H - 112, 'none', stroke('#d9b26a', 1.5)));
  s.add(circle(W / 2, 720, 210, '#f1d9a0', 'opacity="0.9"'));
  let x = 80;
  while (x < W - 80) {
    const w = r.range(40, 90);
    const h = r.range(80, 260);
    s.add(rect(x, 930 - h, w, h, '#0d1c26'));
    x += w + 2;
  }
  s.add(rect(80, 930, W - 160, 120, '#0d1c26'));
  drawCat(s, { x: W / 2 + 40, y: 930, size: 260, pose: 'back', coat: COATS[0] as Coat, shadow: false });
  s.add(text(W / 2, 230, 'The Cats', 84, '#f6e7c6', { anchor: 'middle', weight: 'bold' }));
  s.add(text(W / 2, 330, 'of Old', 64, '#d9b26a', { anchor: 'middle' }));
  s.add(text(W / 2, 430, 'New York', 84, '#f6e7c6', { anchor: 'middle', weight: 'bold' }));
  s.add(text(W / 2, 1110, 'WHISKER WALKS NYC', 26, '#d9b26a', { anchor: 'middle', spacing: 4 }));
}

/** A gift card with a drop shadow on a cream background. */
export function giftCard(s: Svg): void {
  const { W, H } = s;
  s.add(rect(0, 0, W, H, s.linear([[0, '#efe6d8'], [1, '#d9ccb8']], 1, 1)));
  const cx = 150;
  const cy = 110;
  const cw = 900;
  const ch = 530;
  s.add(rect(cx + 14, cy + 18, cw, ch, '#000000', 'rx="36" opacity="0.18"'));
  s.add(rect(cx, cy, cw, ch, s.linear([[0, '#2f5870'], [1, NAVY]], 1, 1), 'rx="36"'));
  s.add(rect(cx, cy + ch - 150, cw, 150, '#1d3546', 'rx="36"'));
  s.add(rect(cx, cy + ch - 150, cw, 40, '#1d3546'));
  s.add(catMark(cx + 60, cy + 60, 160, ORANGE, CREAM, NAVY));
  s.add(text(cx + 260, cy + 130, 'Whisker Walks NYC', fitSize('Whisker Walks NYC', cw - 260 - 40, 54, true), CREAM, { weight: 'bold' }));
  s.add(text(cx + 262, cy + 190, 'GIFT CARD', 40, '#f3c48f', { spacing: 8 }));
  s.add(text(cx + 60, cy + ch - 62, 'Good for a cat-history walking tour', 30, CREAM, { opacity: 0.85 }));
  for (let i = 0; i < 6; i++) s.add(pawPrint(cx + 560 + i * 55, cy + 300 - (i % 2) * 22, 14, CREAM, 'opacity="0.3"'));
}
