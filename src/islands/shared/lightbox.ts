/**
 * The gallery lightbox's state, as pure functions:
 * closed (null) or open at an index; next and previous wrap around; an image
 * that fails to load is replaced by one of the fallback images, chosen by its
 * id modulo the number of fallbacks.
 */

/** Closed, or the index of the photo shown. */
export type LightboxState = number | null;

export type LightboxAction = { type: 'open'; index: number } | { type: 'next' } | { type: 'prev' } | { type: 'close' };

/** `i` moved into 0..count-1, wrapping both ways. */
export function wrap(i: number, count: number): number {
  if (count <= 0) return 0;
  return ((i % count) + count) % count;
}

export function lightboxReducer(state: LightboxState, action: LightboxAction, count: number): LightboxState {
  switch (action.type) {
    case 'open':
      return count > 0 ? wrap(action.index, count) : null;
    case 'close':
      return null;
    case 'next':
      return state === null ? null : wrap(state + 1, count);
    case 'prev':
      return state === null ? null : wrap(state - 1, count);
  }
}

/** Which fallback stands in for the photo with this id. */
export function fallbackIndex(id: number, fallbackCount: number): number {
  return wrap(id, fallbackCount);
}

/** The console note when a photo is swapped for its fallback. */
export function fallbackNote(id: number, index: number): string {
  return `Gallery photo ${id} failed to load; showing fallback image ${index} instead`;
}
