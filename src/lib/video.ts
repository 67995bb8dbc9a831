/** Video facade iframe addresses (YouTube without cookies, NBC), autoplaying once the visitor pressed Play. */

const VIDEO_ID = /^[A-Za-z0-9_-]+$/;

function checkId(id: string, provider: string): string {
  if (!VIDEO_ID.test(id)) throw new Error(`Invalid ${provider} video id: ${JSON.stringify(id)}`);
  return id;
}

/** The privacy-enhanced host sets no cookies until playback; autoplay, as the frame appears only after Play. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${checkId(id, 'YouTube')}?autoplay=1`;
}

export function nbcEmbedUrl(id: string): string {
  return `https://www.nbcnews.com/news/embedded-video/${checkId(id, 'NBC')}`;
}
