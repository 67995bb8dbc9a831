/**
 * The four cat poses, each drawn in the cat's own frame: 100 units is the
 * height of a sitting cat, the origin is where it meets the ground, and it
 * faces right. cat.ts places, scales and mirrors them.
 */
import { luminance } from './colour.ts';
import type { Coat } from './coats.ts';
import { circle, ellipse, n, pathEl, rect, stroke, type Svg } from './svg.ts';

const PINK = '#e3a19d';
const NOSE = '#d98484';

function tailPath(d: string, c: Coat, color: string, w: number, rings: boolean): string {
  let g = `<path d="${d}" fill="none" ${stroke(c.line, w + 3)}/>`;
  g += `<path d="${d}" fill="none" ${stroke(color, w)}/>`;
  if (rings) g += `<path d="${d}" fill="none" stroke="${c.dark}" stroke-width="${w}" stroke-dasharray="3.5 5"/>`;
  return g;
}

function faceLine(c: Coat): string {
  return luminance(c.base) < 0.3 ? c.whisker : c.line;
}

/** Two eyes (open or closed), nose, mouth and whiskers around (cx, cy). */
export function catFace(c: Coat, cx: number, cy: number, k: number, blink: boolean): string {
  const fl = faceLine(c);
  let g = '';
  for (const side of [-1, 1]) {
    const ex = cx + side * 8.5 * k;
    if (blink) {
      g += `<path d="M${n(ex - 4.5 * k)},${n(cy)} Q${n(ex)},${n(cy + 3.5 * k)} ${n(ex + 4.5 * k)},${n(cy)}" fill="none" ${stroke(fl, 1.5 * k)}/>`;
    } else {
      g += ellipse(ex, cy, 4.6 * k, 5 * k, c.eye, `stroke="${c.line}" stroke-width="${n(0.8 * k)}"`);
      g += ellipse(ex, cy, 1.7 * k, 4.2 * k, '#111111');
      g += circle(ex + 1.3 * k, cy - 2 * k, 1.1 * k, '#ffffff');
    }
  }
  const ny = cy + 7.5 * k;
  g += pathEl(`M${n(cx - 2.6 * k)},${n(ny)} L${n(cx + 2.6 * k)},${n(ny)} L${n(cx)},${n(ny + 3 * k)} Z`, NOSE);
  g += `<path d="M${n(cx)},${n(ny + 3 * k)} q${n(-2.5 * k)},${n(3 * k)} ${n(-5 * k)},${n(1.2 * k)} M${n(cx)},${n(ny + 3 * k)} q${n(2.5 * k)},${n(3 * k)} ${n(5 * k)},${n(1.2 * k)}" fill="none" ${stroke(fl, 0.9 * k)}/>`;
  const wy = ny + 2 * k;
  g += `<path d="M${n(cx - 7 * k)},${n(wy)} L${n(cx - 26 * k)},${n(wy - 3 * k)} M${n(cx - 7 * k)},${n(wy + 1.5 * k)} L${n(cx - 26 * k)},${n(wy + 3.5 * k)} M${n(cx + 7 * k)},${n(wy)} L${n(cx + 26 * k)},${n(wy - 3 * k)} M${n(cx + 7 * k)},${n(wy + 1.5 * k)} L${n(cx + 26 * k)},${n(wy + 3.5 * k)}" fill="none" ${stroke(c.whisker, 0.7 * k, 'stroke-opacity="0.85"')}/>`;
  return g;
}

export function catFront(s: Svg, c: Coat, blink: boolean): string {
  const body = 'M-24,0 C-31,-22 -22,-50 0,-53 C22,-50 31,-22 24,0 Z';
  const ol = stroke(c.line, 1.6);
  const pts = c.pattern === 'points';
  let g = tailPath('M14,-5 C40,-2 46,-22 36,-40', c, pts ? c.dark : c.base, 6.5, c.pattern === 'tabby');
  for (const sx of [-1, 1]) {
    g += pathEl(`M${-20 * sx},-70 L${-18 * sx},-96 L${-3 * sx},-82 Z`, pts ? c.dark : c.base, ol);
    g += pathEl(`M${-16 * sx},-77 L${-15.5 * sx},-90 L${-7.5 * sx},-82.5 Z`, PINK);
  }
  g += pathEl(body, c.base, ol);
  g += ellipse(0, -66, 22, 19, c.base, ol);
  const clip = s.id('cc');
  g += `<clipPath id="${clip}"><path d="${body}"/><ellipse cx="0" cy="-66" rx="22" ry="19"/></clipPath>`;
  let m = '';
  switch (c.pattern) {
    case 'tabby':
      for (let i = 0; i < 4; i++) {
        m += `<path d="M-31,${-8 - i * 10} q10,2 14,-3 M31,${-8 - i * 10} q-10,2 -14,-3" fill="none" ${stroke(c.dark, 3)}/>`;
      }
      m += `<path d="M-6,-85 L-5,-77 M0,-86 L0,-76 M6,-85 L5,-77 M-23,-67 l7,1 M-23,-62 l7,0 M23,-67 l-7,1 M23,-62 l-7,0" fill="none" ${stroke(c.dark, 2.2)}/>`;
      break;
    case 'tuxedo':
      m += ellipse(0, -27, 11, 23, c.light) + ellipse(0, -57, 10, 7, c.light);
      break;
    case 'calico':
      m += ellipse(-15, -30, 14, 12, c.patch ?? c.dark) + ellipse(13, -12, 12, 10, c.dark);
      m += ellipse(-13, -76, 12, 10, c.patch ?? c.dark) + ellipse(14, -74, 10, 9, c.dark);
      break;
    case 'points':
      m += ellipse(0, -60, 12, 10, c.dark);
      break;
    case 'bicolor':
      m += ellipse(0, -12, 21, 30, c.light) + ellipse(0, -58, 11, 8, c.light);
      m += pathEl('M-3,-86 L3,-86 L8,-60 L-8,-60 Z', c.light);
      break;
    default:
      break;
  }
  if (m) g += `<g clip-path="url(#${clip})">${m}</g>`;
  const paw = c.pattern === 'tuxedo' || c.pattern === 'bicolor' ? c.light : pts ? c.dark : c.base;
  g += ellipse(-9, -2.5, 7, 4, paw, ol) + ellipse(9, -2.5, 7, 4, paw, ol);
  g += catFace(c, 0, -68, 1, blink);
  return g;
}

export function catBack(s: Svg, c: Coat): string {
  const body = 'M-24,0 C-31,-22 -22,-50 0,-53 C22,-50 31,-22 24,0 Z';
  const ol = stroke(c.line, 1.6);
  const pts = c.pattern === 'points';
  let g = '';
  for (const sx of [-1, 1]) g += pathEl(`M${-20 * sx},-70 L${-18 * sx},-96 L${-3 * sx},-82 Z`, pts ? c.dark : c.base, ol);
  g += pathEl(body, c.base, ol);
  g += ellipse(0, -66, 21, 18, c.base, ol);
  const clip = s.id('cb');
  g += `<clipPath id="${clip}"><path d="${body}"/><ellipse cx="0" cy="-66" rx="21" ry="18"/></clipPath>`;
  let m = '';
  if (c.pattern === 'tabby') {
    for (let i = 0; i < 5; i++) m += `<path d="M-30,${-6 - i * 10} Q0,${-1 - i * 10} 30,${-6 - i * 10}" fill="none" ${stroke(c.dark, 3)}/>`;
    m += `<path d="M-12,-76 Q0,-72 12,-76 M-14,-66 Q0,-62 14,-66" fill="none" ${stroke(c.dark, 2.5)}/>`;
  } else if (c.pattern === 'calico') {
    m += ellipse(-12, -34, 15, 13, c.patch ?? c.dark) + ellipse(14, -16, 12, 10, c.dark) + ellipse(8, -72, 13, 11, c.patch ?? c.dark);
  } else if (c.pattern === 'points') {
    m += ellipse(0, -72, 22, 14, c.dark, 'opacity="0.45"');
  }
  if (m) g += `<g clip-path="url(#${clip})">${m}</g>`;
  g += tailPath('M16,-3 C38,1 48,-10 40,-22', c, pts ? c.dark : c.base, 6.5, c.pattern === 'tabby');
  return g;
}

export function catSide(s: Svg, c: Coat, harness?: string): string {
  const ol = stroke(c.line, 1.6);
  const pts = c.pattern === 'points';
  const legC = pts ? c.dark : c.base;
  const paw = c.pattern === 'tuxedo' || c.pattern === 'bicolor' ? c.light : legC;
  // body parts are drawn 7 units lower than their coordinates so the legs stay short
  const low = (d: string) => `<g transform="translate(0,7)">${d}</g>`;
  let g = low(tailPath('M-38,-46 C-60,-54 -66,-80 -52,-96', c, pts ? c.dark : c.base, 7, c.pattern === 'tabby'));
  for (const lx of [-24, 22]) {
    g += rect(lx, -33, 7, 33, legC, `rx="3.5" ${ol}`);
    g += rect(lx, -33, 7, 33, '#000000', 'rx="3.5" opacity="0.2"');
  }
  g += low(ellipse(0, -42, 42, 16, c.base, ol));
  for (const lx of [-38, 30]) {
    g += rect(lx, -33, 8, 33, legC, `rx="4" ${ol}`);
    g += ellipse(lx + 4, -2.5, 6, 3.2, paw, ol);
  }
  let t = '';
  t += pathEl('M33,-66 L34,-85 L44,-72 Z', pts ? c.dark : c.base, ol);
  t += pathEl('M45,-73 L54,-87 L57,-66 Z', pts ? c.dark : c.base, ol);
  t += pathEl('M48.5,-72 L53.5,-82 L55,-69 Z', PINK);
  t += ellipse(44, -60, 15, 14, c.base, ol);
  const clip = s.id('cs');
  t += `<clipPath id="${clip}"><ellipse cx="0" cy="-42" rx="42" ry="16"/><ellipse cx="44" cy="-60" rx="15" ry="14"/></clipPath>`;
  let m = '';
  switch (c.pattern) {
    case 'tabby':
      for (let i = 0; i < 6; i++) m += `<path d="M${-30 + i * 11},-59 q4,8 0,16" fill="none" ${stroke(c.dark, 3)}/>`;
      m += `<path d="M38,-74 l2,6 M44,-75 l0,6" fill="none" ${stroke(c.dark, 2)}/>`;
      break;
    case 'tuxedo':
      m += ellipse(6, -28, 30, 7, c.light) + ellipse(36, -44, 9, 13, c.light) + ellipse(54, -54, 7, 6, c.light);
      break;
    case 'calico':
      m += ellipse(-18, -50, 14, 10, c.patch ?? c.dark) + ellipse(14, -36, 12, 9, c.dark) + ellipse(42, -68, 9, 7, c.patch ?? c.dark);
      break;
    case 'points':
      m += ellipse(55, -58, 9, 9, c.dark);
      break;
    case 'bicolor':
      m += ellipse(8, -29, 32, 8, c.light) + ellipse(36, -44, 9, 12, c.light) + ellipse(54, -54, 7, 6, c.light);
      break;
    default:
      break;
  }
  if (m) t += `<g clip-path="url(#${clip})">${m}</g>`;
  // eye, nose, whiskers
  t += ellipse(51, -62, 2.9, 3.4, c.eye, `stroke="${c.line}" stroke-width="0.6"`);
  t += ellipse(51.4, -62, 1, 2.8, '#111111') + circle(52.2, -63.4, 0.7, '#ffffff');
  t += pathEl('M57,-57.5 L59.6,-58 L58.8,-55.4 Z', NOSE);
  t += `<path d="M54,-54.5 L71,-58 M54,-53 L71,-51" fill="none" ${stroke(c.whisker, 0.7, 'stroke-opacity="0.85"')}/>`;
  if (harness) {
    t += ellipse(24, -42, 5, 16.5, 'none', stroke(harness, 4));
    t += `<path d="M24,-58 L6,-57.5" fill="none" ${stroke(harness, 4)}/>`;
    t += circle(13, -60, 2.4, 'none', stroke('#c9c9c9', 1.3));
  }
  return g + low(t);
}

export function catLoaf(s: Svg, c: Coat, blink: boolean): string {
  const body = 'M-50,0 C-54,-30 -30,-44 -2,-44 C24,-44 44,-34 46,0 Z';
  const ol = stroke(c.line, 1.6);
  const pts = c.pattern === 'points';
  let g = '';
  g += pathEl(body, c.base, ol);
  for (const sx of [-1, 1]) {
    g += pathEl(`M${32 - 16 * sx},-50 L${32 - 15 * sx},-71 L${32 - 4 * sx},-60 Z`, pts ? c.dark : c.base, ol);
    g += pathEl(`M${32 - 13 * sx},-54 L${32 - 12.5 * sx},-66 L${32 - 6.5 * sx},-60 Z`, PINK);
  }
  g += ellipse(32, -44, 19, 16.5, c.base, ol);
  const clip = s.id('cl');
  g += `<clipPath id="${clip}"><path d="${body}"/><ellipse cx="32" cy="-44" rx="19" ry="16.5"/></clipPath>`;
  let m = '';
  switch (c.pattern) {
    case 'tabby':
      for (let i = 0; i < 5; i++) m += `<path d="M${-40 + i * 12},-46 q4,10 0,18" fill="none" ${stroke(c.dark, 3)}/>`;
      m += `<path d="M27,-60 L28,-53 M32,-61 L32,-53 M37,-60 L36,-53" fill="none" ${stroke(c.dark, 2)}/>`;
      break;
    case 'tuxedo':
      m += ellipse(32, -36, 9, 6, c.light) + ellipse(30, -8, 16, 10, c.light);
      break;
    case 'calico':
      m += ellipse(-26, -30, 16, 12, c.patch ?? c.dark) + ellipse(2, -14, 12, 10, c.dark) + ellipse(24, -54, 10, 8, c.patch ?? c.dark);
      break;
    case 'points':
      m += ellipse(32, -38, 11, 9, c.dark);
      break;
    case 'bicolor':
      m += ellipse(32, -36, 10, 7, c.light) + ellipse(26, -6, 22, 12, c.light);
      break;
    default:
      break;
  }
  if (m) g += `<g clip-path="url(#${clip})">${m}</g>`;
  g += tailPath('M-48,-4 C-36,8 4,6 18,-1', c, pts ? c.dark : c.base, 7, c.pattern === 'tabby');
  const paw = c.pattern === 'tuxedo' || c.pattern === 'bicolor' ? c.light : pts ? c.dark : c.base;
  g += ellipse(24, -3, 7, 4, paw, ol) + ellipse(40, -3, 7, 4, paw, ol);
  // face scaled down a little
  g += `<g transform="translate(32,-46) scale(0.82) translate(0,68)">${catFace(c, 0, -68, 1, blink)}</g>`;
  return g;
}
