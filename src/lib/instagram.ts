/** Instagram reel embeds: permalinks and the embed script. */

export const INSTAGRAM_EMBED_SCRIPT = 'https://www.instagram.com/embed.js';

/** A reel's permalink; a code outside Instagram's shortcode alphabet is a content mistake, refused, not escaped. */
export function reelPermalink(code: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(code)) throw new Error(`Invalid Instagram reel code: ${JSON.stringify(code)}`);
  return `https://www.instagram.com/reel/${code}/`;
}
