/**
 * Generates ORIGINAL placeholder raster artwork for the site (no photos, no
 * downloads). Every image is drawn here as an SVG string - stylised cats on
 * simple New York backdrops - and rasterised with sharp into content/images/.
 *
 *   npx tsx scripts/make-placeholders.ts
 *
 * Everything is deterministic: colours, layouts and poses come from a seeded
 * PRNG keyed by the image id, so running the script twice produces
 * byte-identical files. Every image carries a small corner label
 * ("Placeholder · ...") so editors know it is meant to be replaced.
 */
import sharp from 'sharp';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'content', 'images');
const FONT = 'sans-serif';

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed) || 1;
  }
  /** mulberry32 */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.min(b, Math.floor(this.range(a, b + 1)));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

function hsl(h: number, s: number, l: number): string {
  const hh = ((h % 360) + 360) % 360;
  const ss = clamp(s, 0, 100) / 100;
  const ll = clamp(l, 0, 100) / 100;
  const k = (n: number) => (n + hh / 30) % 12;
  const a = ss * Math.min(ll, 1 - ll);
  const f = (n: number) => ll - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return rgbHex(f(0) * 255, f(8) * 255, f(4) * 255);
}

function rgbHex(r: number, g: number, b: number): string {
  const h = (x: number) => Math.round(clamp(x, 0, 255)).toString(16).padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

function parseHex(c: string): [number, number, number] {
  const v = parseInt(c.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return rgbHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------
// SVG building blocks
// ---------------------------------------------------------------------------

const n = (v: number) => String(Math.round(v * 10) / 10);

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

class Svg {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private uid = 0;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {}
  /** Scale unit: 1 at 900px on the short side. */
  get u(): number {
    return Math.min(this.W, this.H) / 900;
  }
  id(prefix: string): string {
    this.uid += 1;
    return `${prefix}${this.uid}`;
  }
  add(...parts: string[]): void {
    this.body.push(...parts);
  }
  linear(stops: Array<[number, string, number?]>, x2 = 0, y2 = 1): string {
    const id = this.id('lg');
    const st = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>): string {
    const id = this.id('rg');
    const st = stops
      .map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(`<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  toString(): string {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" ` +
      `viewBox="0 0 ${this.W} ${this.H}">${defs}${this.body.join('')}</svg>`
    );
  }
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
const pathEl = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
const stroke = (color: string, width: number, extra = '') =>
  `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}`;
const line = (x1: number, y1: number, x2: number, y2: number, color: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${stroke(color, width, extra)}/>`;
const poly = (pts: Array<[number, number]>, fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

interface TextOpts {
  anchor?: 'start' | 'middle' | 'end';
  weight?: 'normal' | 'bold';
  spacing?: number;
  opacity?: number;
}

function text(x: number, y: number, str: string, size: number, fill: string, o: TextOpts = {}): string {
  return (
    `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" fill="${fill}"` +
    `${o.anchor ? ` text-anchor="${o.anchor}"` : ''}${o.weight === 'bold' ? ' font-weight="bold"' : ''}` +
    `${o.spacing ? ` letter-spacing="${n(o.spacing)}"` : ''}${o.opacity !== undefined ? ` fill-opacity="${o.opacity}"` : ''}>` +
    `${esc(str)}</text>`
  );
}

/** Rough advance-width estimate for DejaVu Sans (em units). */
function textWidth(str: string, size: number, bold = false): number {
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

type Corner = 'br' | 'bl' | 'tr' | 'tl';

/** The small "this is a placeholder" tag every raster image carries. */
function label(s: Svg, str: string, corner: Corner = 'br'): void {
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

// ---------------------------------------------------------------------------
// Palettes
// ---------------------------------------------------------------------------

type Mood = 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'overcast';

interface Pal {
  mood: Mood;
  skyTop: string;
  skyBot: string;
  sun: string;
  far: string;
  mid: string;
  near: string;
  trim: string;
  trimLight: string;
  win: string;
  winLit: string;
  iron: string;
  ground: string;
  curb: string;
  street: string;
  water: string;
  water2: string;
  bridgeStone: string;
  foliage: string;
  foliage2: string;
  cobble: string[];
  accents: string[];
  /** push a colour toward the scene's light (dusk/night darken things). */
  tint: (c: string) => string;
}

function makePalette(r: Rng, forceMood?: Mood): Pal {
  const mood: Mood = forceMood ?? r.pick(['morning', 'noon', 'golden', 'dusk', 'night', 'overcast', 'noon', 'golden']);
  const j = r.range(-14, 14);
  const skies: Record<Mood, [string, string, string]> = {
    morning: [hsl(205 + j, 58, 68), hsl(38 + j, 72, 88), '#fff1c9'],
    noon: [hsl(208 + j, 62, 56), hsl(198 + j, 55, 84), '#fff8de'],
    golden: [hsl(215 + j, 42, 62), hsl(34 + j, 85, 76), '#ffd98a'],
    dusk: [hsl(255 + j, 32, 34), hsl(14 + j, 68, 66), '#ffb07a'],
    night: [hsl(228 + j, 45, 13), hsl(245 + j, 28, 30), '#f3eed6'],
    overcast: [hsl(210 + j, 12, 68), hsl(210 + j, 10, 86), '#f4f4f0'],
  };
  const [skyTop, skyBot, sun] = skies[mood];
  const tintAmt = { morning: 0.05, noon: 0, golden: 0.12, dusk: 0.3, night: 0.5, overcast: 0.12 }[mood];
  const tintTo = mood === 'night' ? '#141a30' : mood === 'dusk' ? '#4a2f55' : mood === 'golden' ? '#c98a45' : skyBot;
  const tint = (c: string) => mix(c, tintTo, tintAmt);
  const haze = mood === 'night' ? 0.75 : 0.42;
  const accents = [0, 1, 2, 3, 4].map(() => tint(hsl(r.range(0, 360), r.range(45, 70), r.range(42, 58))));
  const autumn = r.chance(0.25);
  return {
    mood,
    skyTop,
    skyBot,
    sun,
    far: mix(skyBot, '#2b3242', haze),
    mid: mix(skyBot, '#20252f', mood === 'night' ? 0.82 : 0.62),
    near: mix(skyBot, '#15191f', 0.82),
    trim: tint(hsl(r.range(10, 40), r.range(8, 20), r.range(16, 24))),
    trimLight: tint(hsl(r.range(28, 46), r.range(14, 26), r.range(64, 74))),
    win: mood === 'night' ? '#252a3a' : tint(mix(skyTop, '#1d2633', 0.55)),
    winLit: '#f2cf7c',
    iron: tint('#2b2e33'),
    ground: tint(hsl(r.range(20, 40), r.range(4, 9), r.range(64, 74))),
    curb: tint(hsl(30, 6, 80)),
    street: tint(hsl(220, 6, r.range(30, 38))),
    water: mix(skyTop, '#1b3b4f', 0.5),
    water2: mix(skyBot, '#0f2533', 0.6),
    bridgeStone: tint(hsl(r.range(28, 40), r.range(14, 24), r.range(62, 72))),
    foliage: tint(autumn ? hsl(r.range(20, 42), 62, 46) : hsl(r.range(88, 135), r.range(30, 45), r.range(30, 40))),
    foliage2: tint(autumn ? hsl(r.range(30, 50), 70, 56) : hsl(r.range(88, 130), r.range(35, 50), r.range(42, 50))),
    cobble: [0, 1, 2].map(() => tint(hsl(r.range(18, 40), r.range(6, 12), r.range(46, 54)))),
    accents,
    tint,
  };
}

// ---------------------------------------------------------------------------
// Cats
// ---------------------------------------------------------------------------

type Pattern = 'solid' | 'tabby' | 'tuxedo' | 'calico' | 'points' | 'bicolor';

interface Coat {
  name: string;
  base: string;
  dark: string;
  light: string;
  line: string;
  eye: string;
  pattern: Pattern;
  patch?: string;
  whisker: string;
}

const COATS: readonly Coat[] = [
  { name: 'black', base: '#262422', dark: '#161514', light: '#3b3835', line: '#0b0a0a', eye: '#e8c547', pattern: 'solid', whisker: '#a49f97' },
  { name: 'orange tabby', base: '#e38b3f', dark: '#b4612a', light: '#f7dcb8', line: '#7d4218', eye: '#9cc25a', pattern: 'tabby', whisker: '#fff3e0' },
  { name: 'grey tabby', base: '#8d9298', dark: '#5a5f66', light: '#d3d6d9', line: '#3a3e44', eye: '#d9b84a', pattern: 'tabby', whisker: '#f2f2f2' },
  { name: 'tuxedo', base: '#232222', dark: '#121212', light: '#f5f2eb', line: '#0a0a0a', eye: '#8fd16a', pattern: 'tuxedo', whisker: '#f5f2eb' },
  { name: 'calico', base: '#f5efe4', dark: '#2b2623', light: '#ffffff', patch: '#e08a3e', line: '#6f5e50', eye: '#d7a53a', pattern: 'calico', whisker: '#5a4d43' },
  { name: 'cream', base: '#efd6ab', dark: '#cfa877', light: '#fff4e0', line: '#8f6d42', eye: '#6fb7d8', pattern: 'tabby', whisker: '#fffaf0' },
  { name: 'siamese', base: '#f1e4cf', dark: '#5b4233', light: '#fffaf0', line: '#7d6651', eye: '#5aa8e6', pattern: 'points', whisker: '#4a382c' },
  { name: 'russian blue', base: '#6f7c8c', dark: '#56616e', light: '#a9b4c0', line: '#343c46', eye: '#7fd07f', pattern: 'solid', whisker: '#d9dee4' },
  { name: 'brown tabby', base: '#8b6b4b', dark: '#4c3826', light: '#dcc6a6', line: '#33251a', eye: '#b9c95a', pattern: 'tabby', whisker: '#efe5d6' },
  { name: 'grey and white', base: '#7c8187', dark: '#5b6066', light: '#f4f2ee', line: '#363a3f', eye: '#e0b04c', pattern: 'bicolor', whisker: '#f4f2ee' },
  { name: 'white', base: '#f4f1ec', dark: '#dcd6cc', light: '#ffffff', line: '#8f877c', eye: '#e3b94a', pattern: 'solid', whisker: '#9d958a' },
  { name: 'ginger and white', base: '#dd8a44', dark: '#b5652b', light: '#fbf3e8', line: '#7a4119', eye: '#8cbf5c', pattern: 'bicolor', whisker: '#fbf3e8' },
];

type Pose = 'front' | 'side' | 'loaf' | 'back';

interface CatOpts {
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
function catFace(c: Coat, cx: number, cy: number, k: number, blink: boolean): string {
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

function catFront(s: Svg, c: Coat, blink: boolean): string {
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

function catBack(s: Svg, c: Coat): string {
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

function catSide(s: Svg, c: Coat, harness?: string): string {
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

function catLoaf(s: Svg, c: Coat, blink: boolean): string {
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

/** Draws a cat; returns the leash attachment point (global) for side poses. */
function drawCat(s: Svg, o: CatOpts): [number, number] {
  const k = o.size / 100;
  const dir = o.dir ?? 1;
  if (o.shadow !== false) {
    const w = o.pose === 'side' || o.pose === 'loaf' ? 55 : 34;
    s.add(ellipse(o.x + (o.pose === 'loaf' ? 0 : 0), o.y, w * k, 5 * k, '#000000', 'opacity="0.16"'));
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

const n4 = (v: number) => String(Math.round(v * 10000) / 10000);

function leash(s: Svg, from: [number, number], to: [number, number], color: string, width: number): void {
  const mx = (from[0] + to[0]) / 2;
  const my = Math.max(from[1], to[1]) + Math.abs(to[0] - from[0]) * 0.12 + 10 * s.u;
  s.add(`<path d="M${n(from[0])},${n(from[1])} Q${n(mx)},${n(my)} ${n(to[0])},${n(to[1])}" fill="none" ${stroke(color, width)}/>`);
}

function pawPrint(x: number, y: number, sz: number, fill: string, extra = ''): string {
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

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

const SKIN = ['#f1c9a5', '#e0ac86', '#c68642', '#8d5524', '#5c3b24', '#ffdbb4'] as const;
const HAIR = ['#2b1d14', '#4a3020', '#8a5a2b', '#c9a064', '#1a1a1a', '#9e9e9e', '#b5523b'] as const;
type HairStyle = 'short' | 'long' | 'bun' | 'cap' | 'curly';

interface PersonOpts {
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
function drawPerson(s: Svg, o: PersonOpts): [number, number] {
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

function randomPerson(r: Rng, p: Pal, x: number, y: number, h: number): PersonOpts {
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
function tourGroup(s: Svg, r: Rng, p: Pal, y: number, x0: number, x1: number, count: number, h: number): Array<[number, number]> {
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

// ---------------------------------------------------------------------------
// Backdrops
// ---------------------------------------------------------------------------

function drawSky(s: Svg, r: Rng, p: Pal, horizon: number): void {
  const { W, H, u } = s;
  s.add(rect(0, 0, W, horizon + 4, s.linear([[0, p.skyTop], [1, p.skyBot]])));
  if (p.mood === 'night') {
    for (let i = 0; i < 22; i++) s.add(circle(r.range(0, W), r.range(0, horizon * 0.7), r.range(1, 2.2) * u, '#ffffff', `opacity="${n(r.range(0.4, 0.9))}"`));
    s.add(circle(r.range(0.1, 0.9) * W, r.range(0.06, 0.2) * H, 32 * u, p.sun, 'opacity="0.95"'));
  } else if (p.mood !== 'overcast') {
    const sy = p.mood === 'dusk' || p.mood === 'golden' ? horizon * r.range(0.55, 0.8) : r.range(0.08, 0.25) * H;
    s.add(circle(r.range(0.1, 0.9) * W, sy, r.range(40, 60) * u, p.sun, 'opacity="0.85"'));
  }
  const clouds = p.mood === 'overcast' ? 6 : p.mood === 'night' ? 0 : r.int(1, 4);
  for (let i = 0; i < clouds; i++) {
    const cx = r.range(0, W);
    const cy = r.range(0.05, 0.6) * horizon;
    const cw = r.range(70, 150) * u;
    const col = p.mood === 'dusk' ? '#f6c6b5' : '#ffffff';
    const op = p.mood === 'overcast' ? 0.5 : 0.78;
    s.add(
      `<g opacity="${op}">` +
        ellipse(cx, cy, cw, cw * 0.28, col) +
        ellipse(cx - cw * 0.35, cy - cw * 0.15, cw * 0.42, cw * 0.3, col) +
        ellipse(cx + cw * 0.2, cy - cw * 0.22, cw * 0.5, cw * 0.36, col) +
        '</g>',
    );
  }
}

function waterTower(s: Svg, x: number, roofY: number, sz: number, col: string): void {
  s.add(line(x - 0.32 * sz, roofY, x - 0.28 * sz, roofY - 0.5 * sz, col, 0.06 * sz));
  s.add(line(x + 0.32 * sz, roofY, x + 0.28 * sz, roofY - 0.5 * sz, col, 0.06 * sz));
  s.add(line(x - 0.3 * sz, roofY - 0.25 * sz, x + 0.3 * sz, roofY - 0.25 * sz, col, 0.04 * sz));
  s.add(rect(x - 0.4 * sz, roofY - 1.3 * sz, 0.8 * sz, 0.82 * sz, col));
  s.add(poly([[x - 0.46 * sz, roofY - 1.28 * sz], [x, roofY - 1.75 * sz], [x + 0.46 * sz, roofY - 1.28 * sz]], col));
}

interface SkylineOpts {
  layers?: number;
  heightScale?: number;
  windows?: boolean;
  towers?: boolean;
}

function skyline(s: Svg, r: Rng, p: Pal, baseY: number, o: SkylineOpts = {}): void {
  const { W, H, u } = s;
  const hs = o.heightScale ?? 1;
  const layers = o.layers ?? 2;
  const ref = Math.min(H, W * 0.9);
  if (layers >= 2) {
    let x = -r.range(0, 40) * u;
    while (x < W) {
      const w = r.range(40, 110) * u;
      const h = r.range(0.1, 0.4) * ref * hs;
      s.add(rect(x, baseY - h, w, h + 2, p.far));
      if (r.chance(0.14)) {
        s.add(poly([[x + w * 0.2, baseY - h], [x + w / 2, baseY - h - w * 0.8], [x + w * 0.8, baseY - h]], p.far));
        s.add(line(x + w / 2, baseY - h - w * 0.8, x + w / 2, baseY - h - w * 1.4, p.far, 2.5 * u));
      } else if (r.chance(0.22)) {
        s.add(rect(x + w * 0.15, baseY - h - w * 0.35, w * 0.7, w * 0.36, p.far));
        s.add(rect(x + w * 0.32, baseY - h - w * 0.6, w * 0.36, w * 0.26, p.far));
      }
      x += w + r.range(-6, 10) * u;
    }
  }
  let x = -r.range(0, 60) * u;
  while (x < W) {
    const w = r.range(70, 160) * u;
    const h = r.range(0.06, 0.24) * ref * hs;
    const top = baseY - h;
    s.add(rect(x, top, w, h + 2, p.mid));
    if (o.windows !== false) {
      const lit = p.mood === 'night' || p.mood === 'dusk';
      for (let yy = top + 12 * u; yy < baseY - 8 * u; yy += 18 * u) {
        if (lit) {
          for (let xx = x + 8 * u; xx < x + w - 14 * u; xx += 16 * u) {
            if (r.chance(0.35)) s.add(rect(xx, yy, 7 * u, 8 * u, p.winLit, 'opacity="0.8"'));
          }
        } else {
          s.add(rect(x + 7 * u, yy, w - 14 * u, 5 * u, p.skyBot, 'opacity="0.22"'));
        }
      }
    }
    if (o.towers !== false && r.chance(0.28) && w > 90 * u) waterTower(s, x + r.range(0.3, 0.7) * w, top, r.range(30, 42) * u, p.mid);
    x += w + r.range(-10, 8) * u;
  }
}

function drawTree(s: Svg, p: Pal, x: number, baseY: number, h: number): void {
  s.add(rect(x - h * 0.035, baseY - h * 0.55, h * 0.07, h * 0.55, p.tint('#4d3a2c')));
  const cy = baseY - h * 0.7;
  s.add(circle(x - h * 0.16, cy + h * 0.05, h * 0.2, p.foliage));
  s.add(circle(x + h * 0.17, cy + h * 0.04, h * 0.21, p.foliage));
  s.add(circle(x, cy - h * 0.1, h * 0.25, p.foliage));
  s.add(circle(x - h * 0.05, cy - h * 0.16, h * 0.13, p.foliage2, 'opacity="0.8"'));
  s.add(circle(x + h * 0.12, cy - h * 0.03, h * 0.1, p.foliage2, 'opacity="0.7"'));
}

function lampPost(s: Svg, p: Pal, x: number, baseY: number, h: number): void {
  s.add(rect(x - h * 0.018, baseY - h, h * 0.036, h, p.iron));
  s.add(rect(x - h * 0.04, baseY - h * 0.1, h * 0.08, h * 0.1, p.iron));
  s.add(poly([[x - h * 0.06, baseY - h * 1.0], [x + h * 0.06, baseY - h * 1.0], [x + h * 0.045, baseY - h * 1.14], [x - h * 0.045, baseY - h * 1.14]], p.mood === 'night' || p.mood === 'dusk' ? p.winLit : '#e9e4d4'));
  s.add(poly([[x - h * 0.07, baseY - h * 1.14], [x, baseY - h * 1.2], [x + h * 0.07, baseY - h * 1.14]], p.iron));
}

function windowShape(s: Svg, p: Pal, r: Rng, x: number, y: number, w: number, h: number, arched: boolean): void {
  const u = s.u;
  const glass = p.mood === 'night' && r.chance(0.5) ? p.winLit : p.win;
  if (arched) {
    const rr = w / 2 + 5 * u;
    s.add(pathEl(`M${n(x - 5 * u)},${n(y + h + 5 * u)} L${n(x - 5 * u)},${n(y + w / 2)} A${n(rr)},${n(rr)} 0 0 1 ${n(x + w + 5 * u)},${n(y + w / 2)} L${n(x + w + 5 * u)},${n(y + h + 5 * u)} Z`, p.trimLight));
    s.add(pathEl(`M${n(x)},${n(y + h)} L${n(x)},${n(y + w / 2)} A${n(w / 2)},${n(w / 2)} 0 0 1 ${n(x + w)},${n(y + w / 2)} L${n(x + w)},${n(y + h)} Z`, glass));
  } else {
    // lintel and sill only: side frames cost a lot of JPEG bytes for little effect
    s.add(rect(x - 9 * u, y - 14 * u, w + 18 * u, 12 * u, p.trimLight));
    s.add(rect(x, y, w, h, glass));
    s.add(rect(x - 6 * u, y + h, w + 12 * u, 8 * u, p.trimLight));
  }
}

/** A row of brownstones (or brick rowhouses) with stoops, standing on gy. */
function rowhouses(s: Svg, r: Rng, p: Pal, gy: number, style: 'brown' | 'brick', heightFrac = 1): void {
  const { W, H, u } = s;
  let x = -r.range(10, 90) * u;
  while (x < W) {
    const w = r.range(230, 300) * u;
    const hgt = r.range(0.5, 0.6) * Math.min(H, W * 0.9) * heightFrac;
    const top = gy - hgt;
    const col = p.tint(style === 'brown' ? hsl(r.range(10, 28), r.range(26, 42), r.range(28, 42)) : hsl(r.range(4, 16), r.range(36, 52), r.range(32, 44)));
    s.add(rect(x, top, w, hgt + 2, col));
    s.add(rect(x - 5 * u, top - 16 * u, w + 10 * u, 20 * u, p.trim));
    s.add(rect(x - 2 * u, top + 4 * u, w + 4 * u, 5 * u, p.trim, 'opacity="0.7"'));
    s.add(rect(x + w - 3 * u, top, 3 * u, hgt, '#000000', 'opacity="0.15"'));
    const stoopH = hgt * 0.2;
    const parlorY = gy - stoopH;
    const floors = 3;
    const y0 = top + 34 * u;
    const fh = (parlorY - y0) / floors;
    const cols = 3;
    const cw = w / cols;
    const ww = cw * 0.46;
    const wh = fh * 0.58;
    const doorCol = r.chance(0.5) ? 0 : 2;
    const arched = r.chance(0.35);
    for (let f = 0; f < floors; f++) {
      for (let c = 0; c < cols; c++) {
        const wx = x + c * cw + (cw - ww) / 2;
        const wy = y0 + f * fh + fh * 0.22;
        if (f === floors - 1 && c === doorCol) continue;
        windowShape(s, p, r, wx, wy, ww, f === floors - 1 ? wh * 1.12 : wh, arched);
      }
    }
    // door + stoop
    const dw = ww * 1.05;
    const dx = x + doorCol * cw + (cw - dw) / 2;
    const dTop = y0 + (floors - 1) * fh + fh * 0.12;
    s.add(pathEl(`M${n(dx - 8 * u)},${n(parlorY)} L${n(dx - 8 * u)},${n(dTop + dw / 2)} A${n(dw / 2 + 8 * u)},${n(dw / 2 + 8 * u)} 0 0 1 ${n(dx + dw + 8 * u)},${n(dTop + dw / 2)} L${n(dx + dw + 8 * u)},${n(parlorY)} Z`, p.trimLight));
    s.add(rect(dx, dTop + dw * 0.35, dw, parlorY - dTop - dw * 0.35, p.tint(hsl(r.range(0, 360), r.range(25, 45), r.range(18, 30)))));
    s.add(circle(dx + dw * 0.8, (dTop + parlorY) / 2 + 10 * u, 3 * u, '#d6b35a'));
    const steps = 6;
    const sh = stoopH / steps;
    const stoneCol = mix(col, '#000000', 0.08);
    for (let i = 0; i < steps; i++) {
      s.add(rect(dx - 12 * u - i * 5 * u, parlorY + i * sh, dw + 24 * u + i * 10 * u, sh + 0.6, i % 2 ? stoneCol : mix(col, '#ffffff', 0.08)));
    }
    const railX0 = dx - 12 * u;
    const railX1 = dx + dw + 12 * u;
    s.add(`<path d="M${n(railX0)},${n(parlorY - 30 * u)} L${n(railX0 - steps * 5 * u - 10 * u)},${n(gy - 30 * u)} L${n(railX0 - steps * 5 * u - 10 * u)},${n(gy)} M${n(railX1)},${n(parlorY - 30 * u)} L${n(railX1 + steps * 5 * u + 10 * u)},${n(gy - 30 * u)} L${n(railX1 + steps * 5 * u + 10 * u)},${n(gy)}" fill="none" ${stroke(p.iron, 3.5 * u)}/>`);
    // garden-level windows and a low iron fence
    for (let c = 0; c < cols; c++) {
      if (c === doorCol) continue;
      const wx = x + c * cw + (cw - ww) / 2;
      s.add(rect(wx, gy - stoopH * 0.78, ww, stoopH * 0.5, p.win));
      s.add(rect(wx - 4 * u, gy - stoopH * 0.78 - 6 * u, ww + 8 * u, 6 * u, p.trimLight));
      const fx0 = x + c * cw + 6 * u;
      const fx1 = x + (c + 1) * cw - 6 * u;
      s.add(line(fx0, gy - 28 * u, fx1, gy - 28 * u, p.iron, 2.5 * u));
      for (let fx = fx0; fx <= fx1 + 0.1; fx += 26 * u) s.add(line(fx, gy - 32 * u, fx, gy, p.iron, 2 * u));
    }
    x += w;
  }
}

function sidewalk(s: Svg, r: Rng, p: Pal, gy: number, curbFrac = 0.62): void {
  const { W, H, u } = s;
  const curbY = gy + (H - gy) * curbFrac;
  s.add(rect(0, gy, W, curbY - gy + 1, p.ground));
  s.add(rect(0, gy, W, 5 * u, '#000000', 'opacity="0.12"'));
  const slab = r.range(130, 180) * u;
  for (let x = r.range(0, slab); x < W; x += slab) s.add(line(x, gy, x - (x - W / 2) * 0.25, curbY, '#000000', 1.5 * u, 'opacity="0.12"'));
  s.add(line(0, (gy + curbY) / 2, W, (gy + curbY) / 2, '#000000', 1.5 * u, 'opacity="0.1"'));
  s.add(rect(0, curbY, W, 9 * u, p.curb));
  s.add(rect(0, curbY + 9 * u, W, H - curbY, p.street));
}

function cobbleGround(s: Svg, r: Rng, p: Pal, gy: number): void {
  const { W, H, u } = s;
  s.add(rect(0, gy, W, H - gy, mix(p.cobble[0] ?? '#777777', '#000000', 0.22)));
  let y = gy + 3 * u;
  let rh = 36 * u;
  let row = 0;
  while (y < H) {
    const sw = rh * 1.7;
    let x = row % 2 ? -sw / 2 : -r.range(0, sw);
    while (x < W) {
      const w = sw * r.range(0.8, 1.15);
      s.add(rect(x + 1.5 * u, y, w - 3 * u, rh - 3 * u, r.pick(p.cobble), `rx="${n(rh * 0.35)}"`));
      x += w;
    }
    y += rh;
    rh *= 1.35;
    row++;
  }
}

function fireEscape(s: Svg, p: Pal, x: number, w: number, floorsY: number[]): void {
  const u = s.u;
  for (let i = 0; i < floorsY.length; i++) {
    const py = floorsY[i] as number;
    s.add(rect(x, py, w, 5 * u, p.iron));
    s.add(rect(x, py - 34 * u, w, 34 * u, 'none', stroke(p.iron, 2.6 * u)));
    const next = floorsY[i + 1];
    if (next !== undefined) {
      const lx0 = i % 2 ? x + w * 0.2 : x + w * 0.8;
      const lx1 = i % 2 ? x + w * 0.8 : x + w * 0.2;
      s.add(line(lx0, py + 4 * u, lx1, next, p.iron, 3.2 * u));
    }
  }
}

function tenementRow(s: Svg, r: Rng, p: Pal, gy: number): void {
  const { W, H, u } = s;
  let x = -r.range(0, 80) * u;
  while (x < W) {
    const w = r.range(320, 400) * u;
    const hgt = r.range(0.6, 0.72) * Math.min(H, W * 0.9);
    const top = gy - hgt;
    const col = p.tint(hsl(r.range(0, 30), r.range(25, 50), r.range(30, 48)));
    s.add(rect(x, top, w, hgt + 2, col));
    s.add(rect(x - 4 * u, top - 12 * u, w + 8 * u, 16 * u, p.trim));
    const storeH = hgt * 0.2;
    const storeY = gy - storeH;
    const floors = 4;
    const fh = (storeY - top - 20 * u) / floors;
    const cols = 3;
    const cw = w / cols;
    const ww = cw * 0.46;
    const wh = fh * 0.55;
    const floorsY: number[] = [];
    for (let f = 0; f < floors; f++) {
      const wy = top + 20 * u + f * fh + fh * 0.22;
      floorsY.push(wy + wh + 8 * u);
      for (let c = 0; c < cols; c++) windowShape(s, p, r, x + c * cw + (cw - ww) / 2, wy, ww, wh, false);
    }
    fireEscape(s, p, x + cw * 0.7, cw * 1.6, floorsY);
    // storefront with awning
    const acc = r.pick(p.accents);
    s.add(rect(x + 10 * u, storeY + 10 * u, w - 20 * u, storeH - 10 * u, p.win));
    s.add(rect(x + w * 0.62, storeY + 18 * u, w * 0.14, storeH - 18 * u, p.tint('#3a2a22')));
    const aw = storeH * 0.32;
    s.add(poly([[x + 4 * u, storeY], [x + w - 4 * u, storeY], [x + w + 6 * u, storeY + aw], [x - 6 * u, storeY + aw]], acc));
    for (let sx = x + 4 * u; sx < x + w - 20 * u; sx += 60 * u) {
      s.add(poly([[sx, storeY], [sx + 20 * u, storeY], [sx + 22 * u, storeY + aw], [sx - 2 * u, storeY + aw]], '#ffffff', 'opacity="0.35"'));
    }
    x += w - 1;
  }
}

interface Spot {
  x: number;
  y: number;
  size: number;
  poses: Pose[];
}

interface SceneInfo {
  gy: number;
  spots?: Spot[];
  outdoors: boolean;
}

type SceneKind = 'brownstones' | 'rooftop' | 'bridge' | 'cobbles' | 'tenements' | 'fidi' | 'promenade' | 'interior' | 'park';

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

function drawBridge(s: Svg, p: Pal, tx: number, topY: number, deckY: number, baseY: number, tw: number): void {
  const u = tw / 140;
  const left = tx - tw / 2;
  const right = tx + tw / 2;
  const a = topY + 20 * u;
  for (let i = 1; i <= 6; i++) {
    s.add(line(left + 8 * u, a, left - i * tw * 0.7, deckY, p.iron, 1.4 * u, 'opacity="0.75"'));
    s.add(line(right - 8 * u, a, right + i * tw * 0.7, deckY, p.iron, 1.4 * u, 'opacity="0.75"'));
  }
  s.add(`<path d="M${n(left + 6 * u)},${n(topY + 8 * u)} C${n(left - tw * 1.5)},${n(deckY - 30 * u)} ${n(left - tw * 3)},${n(deckY - 30 * u)} ${n(left - tw * 4.5)},${n(topY + 40 * u)} M${n(right - 6 * u)},${n(topY + 8 * u)} C${n(right + tw * 1.5)},${n(deckY - 30 * u)} ${n(right + tw * 3)},${n(deckY - 30 * u)} ${n(right + tw * 4.5)},${n(topY + 40 * u)}" fill="none" ${stroke(p.iron, 3.4 * u)}/>`);
  s.add(rect(-10, deckY, s.W + 20, 13 * u, p.iron));
  s.add(rect(-10, deckY + 13 * u, s.W + 20, 5 * u, '#000000', 'opacity="0.3"'));
  s.add(rect(left, topY, tw, baseY - topY, p.bridgeStone));
  s.add(rect(right - 12 * u, topY, 12 * u, baseY - topY, '#000000', 'opacity="0.12"'));
  s.add(rect(left - 7 * u, topY - 2 * u, tw + 14 * u, 12 * u, mix(p.bridgeStone, '#000000', 0.2)));
  s.add(rect(left - 4 * u, topY + (deckY - topY) * 0.3, tw + 8 * u, 6 * u, mix(p.bridgeStone, '#000000', 0.15)));
  const aw = tw * 0.26;
  const yb = deckY + 13 * u;
  const ys = topY + (deckY - topY) * 0.52;
  const yt = topY + (deckY - topY) * 0.36;
  const archFill = mix(p.skyBot, p.far, 0.35);
  for (const ax of [left + tw * 0.15, right - tw * 0.15 - aw]) {
    const xm = ax + aw / 2;
    const c = ys - (ys - yt) * 0.6;
    s.add(pathEl(`M${n(ax)},${n(yb)} L${n(ax)},${n(ys)} Q${n(ax)},${n(c)} ${n(xm)},${n(yt)} Q${n(ax + aw)},${n(c)} ${n(ax + aw)},${n(ys)} L${n(ax + aw)},${n(yb)} Z`, archFill));
  }
}

function water(s: Svg, r: Rng, p: Pal, y: number, y2 = s.H): void {
  const { W, u } = s;
  s.add(rect(0, y, W, y2 - y, s.linear([[0, p.water], [1, p.water2]])));
  for (let i = 0; i < 9; i++) {
    const yy = y + r.range(0.05, 0.95) * (y2 - y);
    const xx = r.range(0, W);
    s.add(line(xx, yy, xx + r.range(40, 160) * u, yy, '#ffffff', 2 * u, 'opacity="0.25"'));
  }
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

function sceneInterior(s: Svg, r: Rng, p: Pal): SceneInfo {
  const { W, H, u } = s;
  const fy = H * 0.7;
  const wall = hsl(r.range(0, 360), r.range(18, 38), r.range(74, 84));
  s.add(rect(0, 0, W, fy, wall));
  s.add(rect(0, fy, W, H - fy, hsl(r.range(22, 34), r.range(30, 45), r.range(38, 52))));
  for (let i = -7; i <= 7; i++) s.add(line(W / 2 + i * 70 * u, fy, W / 2 + i * 240 * u, H, '#000000', 1.5 * u, 'opacity="0.16"'));
  s.add(rect(0, fy - 16 * u, W, 16 * u, mix(wall, '#ffffff', 0.5)));
  // window with a view
  const ww = r.range(240, 300) * u;
  const wh = r.range(300, 360) * u;
  const left = r.chance(0.5);
  const wx = left ? r.range(0.06, 0.14) * W : W - r.range(0.06, 0.14) * W - ww;
  const wyy = fy - wh - 150 * u;
  const clip = s.id('win');
  s.add(`<clipPath id="${clip}"><rect x="${n(wx)}" y="${n(wyy)}" width="${n(ww)}" height="${n(wh)}"/></clipPath>`);
  let view = rect(wx, wyy, ww, wh, s.linear([[0, p.skyTop], [1, p.skyBot]]));
  let bx = wx - 10 * u;
  while (bx < wx + ww) {
    const bw = r.range(40, 80) * u;
    const bh = r.range(0.2, 0.6) * wh;
    view += rect(bx, wyy + wh - bh, bw, bh, r.chance(0.5) ? p.far : p.mid);
    bx += bw + 4 * u;
  }
  s.add(`<g clip-path="url(#${clip})">${view}</g>`);
  s.add(rect(wx, wyy, ww, wh, 'none', stroke('#f7f4ee', 14 * u)));
  s.add(line(wx + ww / 2, wyy, wx + ww / 2, wyy + wh, '#f7f4ee', 8 * u));
  s.add(line(wx, wyy + wh * 0.45, wx + ww, wyy + wh * 0.45, '#f7f4ee', 8 * u));
  const sillY = wyy + wh + 7 * u;
  s.add(rect(wx - 24 * u, sillY, ww + 48 * u, 16 * u, '#f1ece2'));
  const cur = r.pick(p.accents);
  s.add(pathEl(`M${n(wx - 50 * u)},${n(wyy - 30 * u)} L${n(wx + 20 * u)},${n(wyy - 30 * u)} Q${n(wx - 10 * u)},${n(wyy + wh / 2)} ${n(wx + 10 * u)},${n(sillY + 60 * u)} L${n(wx - 50 * u)},${n(sillY + 60 * u)} Z`, cur));
  s.add(pathEl(`M${n(wx + ww + 50 * u)},${n(wyy - 30 * u)} L${n(wx + ww - 20 * u)},${n(wyy - 30 * u)} Q${n(wx + ww + 10 * u)},${n(wyy + wh / 2)} ${n(wx + ww - 10 * u)},${n(sillY + 60 * u)} L${n(wx + ww + 50 * u)},${n(sillY + 60 * u)} Z`, cur));
  s.add(rect(wx - 60 * u, wyy - 38 * u, ww + 120 * u, 8 * u, '#8a7a66'));
  // sofa on the other side
  const sw = Math.min(520 * u, W * 0.45);
  const sx = left ? W - sw - r.range(0.04, 0.1) * W : r.range(0.04, 0.1) * W;
  const sofa = r.pick(p.accents);
  const sofaDark = mix(sofa, '#000000', 0.2);
  const seatY = fy + 10 * u;
  s.add(rect(sx + 20 * u, seatY - 190 * u, sw - 40 * u, 130 * u, sofaDark, `rx="${n(24 * u)}"`));
  s.add(rect(sx + 20 * u, seatY - 80 * u, sw - 40 * u, 70 * u, sofa, `rx="${n(16 * u)}"`));
  s.add(rect(sx, seatY - 130 * u, 60 * u, 130 * u, sofa, `rx="${n(22 * u)}"`));
  s.add(rect(sx + sw - 60 * u, seatY - 130 * u, 60 * u, 130 * u, sofa, `rx="${n(22 * u)}"`));
  s.add(rect(sx + 40 * u, seatY - 10 * u, 16 * u, 30 * u, '#3b2c22') + rect(sx + sw - 56 * u, seatY - 10 * u, 16 * u, 30 * u, '#3b2c22'));
  s.add(rect(sx + 70 * u, seatY - 150 * u, 90 * u, 80 * u, r.pick(p.accents), `rx="${n(14 * u)}" transform="rotate(-8 ${n(sx + 115 * u)} ${n(seatY - 110 * u)})"`));
  // art on the wall above sofa
  const ax = sx + sw / 2 - 90 * u;
  const ay = seatY - 380 * u;
  s.add(rect(ax, ay, 180 * u, 130 * u, '#f6f1e6', stroke('#6b5440', 8 * u)));
  s.add(pathEl(`M${n(ax + 10 * u)},${n(ay + 120 * u)} L${n(ax + 60 * u)},${n(ay + 60 * u)} L${n(ax + 100 * u)},${n(ay + 100 * u)} L${n(ax + 130 * u)},${n(ay + 70 * u)} L${n(ax + 170 * u)},${n(ay + 120 * u)} Z`, r.pick(p.accents)));
  s.add(circle(ax + 140 * u, ay + 35 * u, 14 * u, '#e8b64c'));
  // rug and plant
  const rugX = W / 2 + (left ? -0.05 : 0.05) * W;
  s.add(ellipse(rugX, fy + (H - fy) * 0.55, W * 0.3, (H - fy) * 0.28, r.pick(p.accents), 'opacity="0.85"'));
  s.add(ellipse(rugX, fy + (H - fy) * 0.55, W * 0.24, (H - fy) * 0.2, 'none', stroke('#ffffff', 5 * u, 'opacity="0.5"')));
  const px = left ? wx + ww + 90 * u : wx - 90 * u;
  s.add(poly([[px - 40 * u, fy - 10 * u], [px + 40 * u, fy - 10 * u], [px + 30 * u, fy + 60 * u], [px - 30 * u, fy + 60 * u]], '#b8643c'));
  for (let i = 0; i < 7; i++) {
    const ang = -70 + i * 23;
    s.add(ellipse(px, fy - 70 * u, 16 * u, 70 * u, i % 2 ? p.foliage : p.foliage2, `transform="rotate(${ang} ${n(px)} ${n(fy - 10 * u)})"`));
  }
  const spots: Spot[] = [
    { x: rugX, y: fy + (H - fy) * 0.62, size: Math.min(H * 0.3, W * 0.22), poses: ['front', 'loaf', 'side'] },
    { x: sx + sw / 2 + r.range(-0.1, 0.1) * sw, y: seatY - 78 * u, size: Math.min(H * 0.2, W * 0.16), poses: ['loaf', 'front'] },
    { x: wx + ww / 2, y: sillY + 2 * u, size: Math.min(H * 0.2, W * 0.14), poses: ['back', 'loaf'] },
  ];
  return { gy: fy + (H - fy) * 0.5, spots, outdoors: false };
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

const SCENES: Record<SceneKind, (s: Svg, r: Rng, p: Pal) => SceneInfo> = {
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
const OUTDOOR: readonly SceneKind[] = ['brownstones', 'rooftop', 'bridge', 'cobbles', 'tenements', 'fidi', 'promenade', 'park'];

// ---------------------------------------------------------------------------
// Compositions
// ---------------------------------------------------------------------------

interface PlaceOpts {
  count: number;
  people?: number;
  harness?: boolean;
  sizeScale?: number;
  /** keep cats' feet above this fraction of the height */
  maxY?: number;
}

/** Draws an optional tour group, then 1..n cats in the foreground. */
function populate(s: Svg, r: Rng, p: Pal, info: SceneInfo, o: PlaceOpts): void {
  const { W, H } = s;
  const ref = Math.min(H, W * 0.9);
  let hands: Array<[number, number]> = [];
  if (o.people && info.outdoors) {
    hands = tourGroup(s, r, p, info.gy + 0.01 * H, W * 0.05, W * 0.95, o.people, ref * r.range(0.3, 0.34));
  }
  interface Plan {
    x: number;
    y: number;
    size: number;
    pose: Pose;
  }
  const plans: Plan[] = [];
  if (info.spots) {
    const spots = [...info.spots];
    for (let i = 0; i < o.count && spots.length; i++) {
      const idx = i === 0 ? 0 : r.int(0, spots.length - 1);
      const sp = spots.splice(idx, 1)[0] as Spot;
      plans.push({ x: sp.x, y: sp.y, size: sp.size * (o.sizeScale ?? 1), pose: r.pick(sp.poses) });
    }
  } else {
    for (let i = 0; i < o.count; i++) {
      const slot = W / o.count;
      plans.push({
        x: slot * (i + 0.5) + r.range(-0.2, 0.2) * slot,
        y: Math.min(H * (o.maxY ?? 0.97), info.gy + r.range(0.1, 0.19) * H),
        size: ref * r.range(0.2, 0.28) * (o.sizeScale ?? 1) * (o.count > 2 ? 0.85 : 1),
        pose: r.pick(['front', 'front', 'side', 'loaf', 'back', 'front'] as const),
      });
    }
  }
  plans.sort((a, b) => a.y - b.y);
  const used = new Set<number>();
  for (const pl of plans) {
    let ci = r.int(0, COATS.length - 1);
    while (used.has(ci)) ci = (ci + 1) % COATS.length;
    used.add(ci);
    const pose: Pose = o.harness ? 'side' : pl.pose;
    const dir: 1 | -1 = pl.x > W / 2 ? -1 : 1;
    const harnessCol = o.harness ? r.pick(p.accents) : undefined;
    const at = drawCat(s, {
      x: pl.x,
      y: pl.y,
      size: pl.size,
      pose,
      coat: COATS[ci] as Coat,
      dir: pose === 'side' ? (r.chance(0.5) ? 1 : -1) : dir,
      blink: r.chance(0.25),
      harness: harnessCol,
    });
    if (harnessCol) {
      const hand = hands.length ? hands.reduce((b, h) => (Math.abs(h[0] - pl.x) < Math.abs(b[0] - pl.x) ? h : b)) : ([pl.x + r.range(-0.25, 0.25) * W, -20] as [number, number]);
      leash(s, at, hand, mix(harnessCol, '#000000', 0.25), 3 * s.u);
    }
  }
}

function photo(s: Svg, seed: string, kind: SceneKind, o: PlaceOpts, mood?: Mood): Rng {
  const r = new Rng(seed);
  const p = makePalette(r, mood);
  const info = SCENES[kind](s, r, p);
  populate(s, r, p, info, o);
  return r;
}

/** Plain backdrop + one big cat, used for lightbox fallback images. */
function fallbackArt(s: Svg, seed: string): void {
  const r = new Rng(seed);
  const { W, H, u } = s;
  const h = r.range(0, 360);
  s.add(rect(0, 0, W, H, s.linear([[0, hsl(h, 45, 82)], [1, hsl(h + 40, 40, 66)]], 1, 1)));
  for (let i = 0; i < 9; i++) {
    s.add(pawPrint(r.range(0, W), r.range(0, H), r.range(18, 34) * u, hsl(h, 35, 55), `opacity="0.35" transform="rotate(${n(r.range(-40, 40))} ${n(W / 2)} ${n(H / 2)})"`));
  }
  let x = 0;
  while (x < W) {
    const w = r.range(60, 130) * u;
    const bh = r.range(0.08, 0.25) * H;
    s.add(rect(x, H * 0.86 - bh, w, bh + 2, hsl(h + 20, 25, 55), 'opacity="0.6"'));
    x += w + 4 * u;
  }
  s.add(rect(0, H * 0.86, W, H * 0.14, hsl(h + 20, 25, 45)));
  const coat = COATS[r.int(0, COATS.length - 1)] as Coat;
  drawCat(s, { x: W * r.range(0.4, 0.6), y: H * 0.9, size: H * 0.55, pose: r.pick(['front', 'front', 'back', 'side'] as const), coat, blink: r.chance(0.3), dir: r.chance(0.5) ? 1 : -1 });
}

// ----- people portraits (team) -----

function guidePortrait(s: Svg, seed: string, idx: number): void {
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

// ----- the brand mark -----

function catMark(x: number, y: number, size: number, fill: string, feature: string, accent: string): string {
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

const NAVY = '#27465a';
const ORANGE = '#e0893a';
const CREAM = '#fbf3e6';

function brandLogo(s: Svg, mark: string, textCol: string, accent: string): void {
  s.add(catMark(6, 10, 100, mark, CREAM, accent));
  const fs = fitSize('Whisker Walks', s.W - 118 - 14, 30, true);
  s.add(text(118, 60, 'Whisker Walks', fs, textCol, { weight: 'bold' }));
  s.add(text(119, 96, 'NYC', 26, accent, { weight: 'bold', spacing: 6 }));
}

/** Largest font size (up to max) whose estimated width fits in `width`. */
function fitSize(str: string, width: number, max: number, bold = false): number {
  return Math.min(max, width / (textWidth(str, 1, bold) || 1));
}

function wordmark(s: Svg, name: string, sub: string): void {
  const { W, H } = s;
  const fs = fitSize(name, W * 0.88, 44, true);
  s.add(text(W / 2, H / 2 + fs * 0.2, name, fs, '#3d3d3d', { anchor: 'middle', weight: 'bold' }));
  s.add(text(W / 2, H / 2 + fs * 0.2 + 30, sub, 18, '#5a5a5a', { anchor: 'middle' }));
}

// ---------------------------------------------------------------------------
// Job list
// ---------------------------------------------------------------------------

interface Job {
  file: string;
  w: number;
  h: number;
  draw: (s: Svg) => void;
}

const pad2 = (v: number) => String(v).padStart(2, '0');
const jobs: Job[] = [];
const jpg = (file: string, w: number, h: number, draw: (s: Svg) => void) => jobs.push({ file, w, h, draw });

// Gallery: tour photos
const TOUR_ORDER: readonly SceneKind[] = ['brownstones', 'bridge', 'tenements', 'cobbles', 'fidi', 'promenade', 'rooftop', 'brownstones', 'park', 'tenements', 'bridge', 'cobbles', 'promenade'];
for (let i = 1; i <= 52; i++) {
  jpg(`gallery/tour-${pad2(i)}.jpg`, 1200, 900, (s) => {
    const kind = TOUR_ORDER[(i - 1) % TOUR_ORDER.length] as SceneKind;
    const pre = new Rng(`tour-mix-${i}`);
    const people = pre.chance(0.55) ? pre.int(3, 5) : 0;
    photo(s, `tour-${i}`, kind, { count: pre.int(1, 3), people, harness: people > 0 && pre.chance(0.3) });
    label(s, `Placeholder · tour photo ${i}`);
  });
}
// Gallery: fan photos
for (let i = 101; i <= 121; i++) {
  jpg(`gallery/fan-${i}.jpg`, 1200, 900, (s) => {
    const pre = new Rng(`fan-mix-${i}`);
    if (i % 2 === 1) photo(s, `fan-${i}`, 'interior', { count: pre.int(1, 2) });
    else photo(s, `fan-${i}`, pre.pick(['park', 'brownstones', 'promenade'] as const), { count: 1, harness: true, sizeScale: 1.25 });
    label(s, `Placeholder · fan photo ${i}`);
  });
}
// Gallery: lightbox fallbacks
for (let i = 0; i <= 10; i++) {
  jpg(`gallery/fallback-${pad2(i)}.jpg`, 1200, 900, (s) => {
    fallbackArt(s, `fallback-${i}`);
    label(s, `Placeholder · fallback ${i}`);
  });
}
// Blog
const BLOG_ORDER: readonly SceneKind[] = ['interior', 'brownstones', 'cobbles', 'tenements', 'bridge', 'park', 'fidi', 'rooftop'];
for (let i = 1; i <= 16; i++) {
  jpg(`blog/blog-${pad2(i)}.jpg`, 1200, 675, (s) => {
    const pre = new Rng(`blog-mix-${i}`);
    photo(s, `blog-${i}`, BLOG_ORDER[(i - 1) % BLOG_ORDER.length] as SceneKind, { count: pre.int(1, 2), people: pre.chance(0.3) ? 4 : 0 });
    label(s, `Placeholder · blog image ${i}`);
  });
}
// Team
for (let i = 1; i <= 4; i++) {
  jpg(`team/guide-${i}.jpg`, 800, 800, (s) => {
    guidePortrait(s, `guide-${i}`, i - 1);
    label(s, `Placeholder · guide ${i}`);
  });
}
// Tours
const TOURS: Array<[string, string, (s: Svg) => void]> = [
  ['brooklyn-heights', 'Brooklyn Heights tour', (s) => photo(s, 'tour-bh', 'promenade', { count: 2, people: 4 }, 'golden')],
  ['financial-district', 'Financial District tour', (s) => photo(s, 'tour-fidi', 'fidi', { count: 2, people: 3 }, 'morning')],
  ['lower-east-side', 'Lower East Side tour', (s) => photo(s, 'tour-les', 'tenements', { count: 2, people: 4, harness: true }, 'noon')],
  ['private-tours', 'Private tours', (s) => photo(s, 'tour-private', 'brownstones', { count: 3, people: 6, harness: true }, 'golden')],
];
for (const [slug, name, draw] of TOURS) {
  jpg(`tours/${slug}.jpg`, 1200, 800, (s) => {
    draw(s);
    label(s, `Placeholder · ${name}`);
  });
}
// Heroes
jpg('heroes/home.jpg', 1200, 1600, (s) => {
  const r = new Rng('hero-home');
  const p = makePalette(r, 'golden');
  const { W, H, u } = s;
  const wy = H * 0.46;
  drawSky(s, r, p, wy);
  skyline(s, r, p, wy, { layers: 2, heightScale: 0.7, windows: false });
  water(s, r, p, wy, H * 0.62);
  drawBridge(s, p, W * 0.72, H * 0.12, wy - H * 0.03, wy + 20 * u, 150 * u);
  const gy = H * 0.72;
  s.add(rect(0, H * 0.62, W, gy - H * 0.62, p.foliage));
  for (let x = 0; x < W + 60 * u; x += r.range(110, 170) * u) s.add(circle(x, H * 0.63, r.range(50, 80) * u, r.chance(0.5) ? p.foliage : p.foliage2));
  s.add(rect(0, gy, W, H - gy, p.ground));
  const ry = gy - 80 * u;
  for (let x = 8 * u; x < W; x += 48 * u) s.add(line(x, ry, x, gy, p.iron, 4 * u));
  s.add(rect(0, gy - 20 * u, W, 6 * u, p.iron));
  s.add(rect(0, ry - 7 * u, W, 10 * u, p.iron));
  lampPost(s, p, W * 0.12, gy + 6 * u, H * 0.3);
  tourGroup(s, r, p, gy + H * 0.06, W * 0.05, W * 0.5, 3, H * 0.22);
  drawCat(s, { x: W * 0.62, y: H * 0.95, size: H * 0.36, pose: 'front', coat: COATS[1] as Coat });
  drawCat(s, { x: W * 0.25, y: H * 0.97, size: H * 0.2, pose: 'loaf', coat: COATS[3] as Coat, dir: 1 });
  label(s, 'Placeholder · hero: home');
});
const HEROES: Array<[string, (s: Svg) => void]> = [
  ['about', (s) => photo(s, 'hero-about', 'brownstones', { count: 2, people: 3 }, 'morning')],
  ['tours', (s) => photo(s, 'hero-tours', 'bridge', { count: 2, people: 5 }, 'golden')],
  ['gallery', (s) => photo(s, 'hero-gallery', 'cobbles', { count: 4 })],
  ['blog', (s) => photo(s, 'hero-blog', 'interior', { count: 3 })],
  ['news', (s) => photo(s, 'hero-news', 'rooftop', { count: 2 }, 'dusk')],
  ['contact', (s) => photo(s, 'hero-contact', 'brownstones', { count: 1, sizeScale: 1.3 }, 'noon')],
  ['booking', (s) => photo(s, 'hero-booking', 'promenade', { count: 2, people: 5 }, 'golden')],
  ['press-kit', (s) => photo(s, 'hero-press', 'fidi', { count: 2 }, 'noon')],
  ['adventure-cats', (s) => photo(s, 'hero-adventure', 'park', { count: 1, harness: true, sizeScale: 1.3 }, 'morning')],
  ['private-tours', (s) => photo(s, 'hero-private', 'cobbles', { count: 2, people: 6 }, 'dusk')],
  [
    'not-found',
    (s) => {
      photo(s, 'hero-404', 'tenements', { count: 0 }, 'overcast');
      const { W, H, u } = s;
      const px = W * 0.62;
      const gy = H * 0.9;
      s.add(rect(px - 7 * u, gy - H * 0.62, 14 * u, H * 0.62, '#3f4a44'));
      s.add(poly([[px - 230 * u, gy - H * 0.6], [px + 10 * u, gy - H * 0.6], [px + 10 * u, gy - H * 0.53], [px - 230 * u, gy - H * 0.53], [px - 260 * u, gy - H * 0.565]], '#2f6b4a'));
      s.add(poly([[px - 10 * u, gy - H * 0.5], [px + 230 * u, gy - H * 0.5], [px + 260 * u, gy - H * 0.465], [px + 230 * u, gy - H * 0.43], [px - 10 * u, gy - H * 0.43]], '#2f6b4a'));
      s.add(text(px - 115 * u, gy - H * 0.55, '?', 48 * u, '#ffffff', { anchor: 'middle', weight: 'bold' }));
      s.add(text(px + 115 * u, gy - H * 0.45, '?', 48 * u, '#ffffff', { anchor: 'middle', weight: 'bold' }));
      drawCat(s, { x: W * 0.45, y: gy, size: H * 0.34, pose: 'back', coat: COATS[2] as Coat });
    },
  ],
];
for (const [slug, draw] of HEROES) {
  jpg(`heroes/${slug}.jpg`, 1600, 900, (s) => {
    draw(s);
    label(s, `Placeholder · hero: ${slug}`);
  });
}
// Press articles
for (let i = 1; i <= 8; i++) {
  jpg(`press/article-${i}.jpg`, 800, 500, (s) => {
    const pre = new Rng(`article-mix-${i}`);
    photo(s, `article-${i}`, OUTDOOR[(i * 3) % OUTDOOR.length] as SceneKind, { count: pre.int(1, 2), people: pre.chance(0.5) ? 4 : 0 });
    label(s, `Placeholder · press article ${i}`);
  });
}
// Press logos (plain text, neutral grey, transparent)
const PRESS_LOGOS: Array<[string, string]> = [
  ['npr', 'NPR'],
  ['nbc', 'NBC'],
  ['amny', 'amNY'],
  ['timeout', 'Time Out'],
  ['gothamist', 'Gothamist'],
  ['brooklyn-paper', 'Brooklyn Paper'],
];
for (const [slug, name] of PRESS_LOGOS) jobs.push({ file: `press/logo-${slug}.png`, w: 400, h: 150, draw: (s) => wordmark(s, name, '(placeholder logo)') });
jobs.push({ file: 'press/logo-placeholder.png', w: 400, h: 150, draw: (s) => wordmark(s, 'Press logo', '(placeholder)') });
// Adventure Cats partner wordmarks (fictional)
const PARTNERS = ['Harness Club', 'Stoop Cat Supply', 'Ferry Paws Outfitters', 'Tabby Trail Co.'];
PARTNERS.forEach((name, i) => jobs.push({ file: `adventure/logo-${i + 1}.png`, w: 400, h: 150, draw: (s) => wordmark(s, name, '(placeholder partner logo)') }));
// Brand
jobs.push({ file: 'brand/logo.png', w: 360, h: 120, draw: (s) => brandLogo(s, NAVY, NAVY, ORANGE) });
jobs.push({ file: 'brand/logo-alt.png', w: 360, h: 120, draw: (s) => brandLogo(s, ORANGE, '#5a3a1c', NAVY) });
jobs.push({ file: 'brand/logo-mark.png', w: 120, h: 120, draw: (s) => s.add(catMark(8, 8, 104, NAVY, CREAM, ORANGE)) });
jpg('brand/og-default.jpg', 1200, 630, (s) => {
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
  label(s, 'Placeholder · share card');
});
// Misc
jpg('misc/book-cover.jpg', 800, 1200, (s) => {
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
  label(s, 'Placeholder · book cover', 'tr');
});
jpg('misc/gift-card.jpg', 1200, 750, (s) => {
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
  label(s, 'Placeholder · gift card');
});
const POSTERS: Array<[string, SceneKind, string]> = [
  ['tv', 'brownstones', 'Cats of old New York on a walking tour'],
  ['nbc', 'fidi', 'History, with whiskers: a local news feature'],
  ['adventure', 'park', 'Adventure Cats: exploring the city on a harness'],
];
POSTERS.forEach(([slug, kind, caption], idx) => {
  jpg(`misc/poster-${slug}.jpg`, 1280, 720, (s) => {
    const { W, H, u } = s;
    photo(s, `poster-${slug}`, kind, { count: slug === 'adventure' ? 1 : 2, harness: slug === 'adventure', people: slug === 'tv' ? 3 : 0, sizeScale: 1.1, maxY: 0.8 });
    const by = H * 0.82;
    s.add(rect(0, by, W, H * 0.13, '#1b2330', 'opacity="0.88"'));
    s.add(rect(0, by, 14 * u, H * 0.13, ORANGE));
    s.add(text(40 * u, by + 40 * u, 'NEIGHBOURHOOD STORIES', 22 * u, '#f3c48f', { weight: 'bold', spacing: 3 }));
    s.add(text(40 * u, by + 78 * u, caption, 30 * u, '#ffffff'));
    s.add(circle(W / 2, H * 0.4, 70 * u, '#ffffff', 'opacity="0.85"'));
    s.add(poly([[W / 2 - 22 * u, H * 0.4 - 36 * u], [W / 2 - 22 * u, H * 0.4 + 36 * u], [W / 2 + 38 * u, H * 0.4]], '#1b2330'));
    label(s, `Placeholder · video poster ${idx + 1}`, 'tr');
  });
});
const REEL_KINDS: readonly SceneKind[] = ['brownstones', 'interior', 'tenements', 'park', 'rooftop', 'promenade'];
for (let i = 1; i <= 6; i++) {
  jpg(`misc/reel-${i}.jpg`, 540, 960, (s) => {
    const { W, H, u } = s;
    const kind = REEL_KINDS[i - 1] as SceneKind;
    photo(s, `reel-${i}`, kind, { count: 1, harness: kind === 'park', sizeScale: 1.5 });
    for (let k = 0; k < 4; k++) s.add(rect(20 * u + k * ((W - 40 * u) / 4), 24 * u, (W - 40 * u) / 4 - 8 * u, 6 * u, '#ffffff', `rx="${n(3 * u)}" opacity="${k < i % 4 + 1 ? 0.95 : 0.45}"`));
    for (let k = 0; k < 3; k++) s.add(circle(W - 50 * u, H * 0.5 + k * 90 * u, 26 * u, '#ffffff', 'opacity="0.8"'));
    s.add(text(28 * u, H - 150 * u, 'Whisker Walks NYC', 30 * u, '#ffffff', { weight: 'bold' }));
    label(s, `Placeholder · reel ${i}`);
  });
}

// ---------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------

/** JPEG quality starts here and steps down only for images over the byte budget. */
const JPEG_QUALITY = 72;
const JPEG_MIN_QUALITY = 50;
const JPEG_BUDGET = 46 * 1024;

async function render(job: Job): Promise<{ bytes: number; quality?: number }> {
  const s = new Svg(job.w, job.h);
  job.draw(s);
  const out = path.join(OUT_DIR, job.file);
  await mkdir(path.dirname(out), { recursive: true });
  const raster = await sharp(Buffer.from(s.toString()), { density: 72 }).png({ compressionLevel: 0 }).toBuffer();
  let buf: Buffer;
  let quality: number | undefined;
  if (job.file.endsWith('.png')) {
    buf = await sharp(raster).png({ compressionLevel: 9, palette: true, quality: 90, effort: 10, dither: 0.5 }).toBuffer();
  } else {
    quality = JPEG_QUALITY;
    buf = await encodeJpeg(raster, quality);
    while (buf.length > JPEG_BUDGET && quality > JPEG_MIN_QUALITY) {
      quality = Math.max(JPEG_MIN_QUALITY, quality - 4);
      buf = await encodeJpeg(raster, quality);
    }
  }
  const meta = await sharp(buf).metadata();
  if (meta.width !== job.w || meta.height !== job.h) throw new Error(`${job.file}: got ${meta.width}x${meta.height}, want ${job.w}x${job.h}`);
  await writeFile(out, buf);
  return { bytes: buf.length, quality };
}

function encodeJpeg(raster: Buffer, quality: number): Promise<Buffer> {
  return sharp(raster).flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true }).toBuffer();
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const queue = [...jobs];
  let total = 0;
  const big: string[] = [];
  const lowered: string[] = [];
  const workers = Array.from({ length: 4 }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { bytes, quality } = await render(job);
      total += bytes;
      if (bytes > 60 * 1024) big.push(`${job.file} (${Math.round(bytes / 1024)} KB)`);
      if (quality !== undefined && quality < JPEG_QUALITY) lowered.push(`${job.file}@q${quality}`);
    }
  });
  await Promise.all(workers);
  console.log(`Wrote ${jobs.length} placeholder images to content/images (${(total / 1024 / 1024).toFixed(2)} MB) in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  if (lowered.length) console.log(`Quality lowered to fit ${JPEG_BUDGET / 1024} KB: ${lowered.sort().join(', ')}`);
  if (big.length) console.log(`Still over 60 KB: ${big.sort().join(', ')}`);
}

await main();
