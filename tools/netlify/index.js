// A Netlify build plugin of this repository (netlify.toml [[plugins]]): Netlify
// keeps what utils.cache saves between a site's builds. .cache/ holds parsed
// Markdown, encoded images and the build's bundle, each entry named by a hash of
// what it was made from, so a restored entry is only ever used while still true.
export const CACHE_DIR = '.cache';

export const onPreBuild = async ({ utils }) => {
  await utils.cache.restore(CACHE_DIR);
};

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(CACHE_DIR);
};
