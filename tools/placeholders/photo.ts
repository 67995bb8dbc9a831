/** A placeholder "photo": a backdrop, an optional tour group, then the cats in front. */
import { drawCat, leash, type Pose } from './cat.ts';
import { COATS, type Coat } from './coats.ts';
import { mix } from './colour.ts';
import { makePalette, type Mood, type Pal } from './palette.ts';
import { tourGroup } from './people.ts';
import { Rng } from './random.ts';
import type { SceneInfo, Spot } from './scene-info.ts';
import { SCENES, type SceneKind } from './scenes.ts';
import type { Svg } from './svg.ts';

export interface PlaceOpts {
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

export function photo(s: Svg, seed: string, kind: SceneKind, o: PlaceOpts, mood?: Mood): void {
  const r = new Rng(seed);
  const p = makePalette(r, mood);
  const info = SCENES[kind](s, r, p);
  populate(s, r, p, info, o);
}
