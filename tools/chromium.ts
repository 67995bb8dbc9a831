/**
 * How this project runs Chromium: Debian's /usr/bin/chromium (never a
 * downloaded browser), with the flags that keep it quiet on machines with no
 * internet. Shared by the browser tests and the Lighthouse audit.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
