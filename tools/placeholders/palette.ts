/**
 * A scene's colours: sky, buildings, street, water, foliage and accents, all
 * chosen from the image's Rng and shifted toward the time of day (its mood).
 */
import { hsl, mix } from './colour.ts';
import type { Rng } from './random.ts';

export type Mood = 'morning' | 'noon' | 'golden' | 'dusk' | 'night' | 'overcast';

export interface Pal {
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

export function makePalette(r: Rng, forceMood?: Mood): Pal {
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
