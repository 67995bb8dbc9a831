/** What a drawn backdrop tells the code that then places cats and people in it. */
import type { Pose } from './cat.ts';

/** A fixed place a cat may sit (a rug, a sofa seat, a window sill), with the poses that suit it. */
export interface Spot {
  x: number;
  y: number;
  size: number;
  poses: Pose[];
}

export interface SceneInfo {
  /** the ground line people and cats stand on */
  gy: number;
  /** where cats go; without spots they are spread along the ground in front */
  spots?: Spot[];
  /** tour groups are only drawn outdoors */
  outdoors: boolean;
}
