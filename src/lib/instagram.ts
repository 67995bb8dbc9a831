/** Instagram reel embeds: permalinks and the embed script. */

export const INSTAGRAM_EMBED_SCRIPT = 'https://www.instagram.com/embed.js';

/**
 * Permalink for `data-instgrm-permalink` and the fallback link. The code goes
 * into an attribute and a URL path, so anything outside Instagram's shortcode
 * alphabet is rejected rather than escaped: it would be a content mistake.
 */
export function reelPermalink(code: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(code)) {
    throw new Error(`Invalid Instagram reel code: ${JSON.stringify(code)}`);
  }
  return `https://www.instagram.com/reel/${code}/`;
}
