/** Debian's Chromium (never a downloaded one) and the flags that keep it quiet offline: the browser tests' and the audit's. */
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

/**
 * For the tests: no host but this machine's resolves, so no test needs the network and no request is intercepted to be
 * stopped (that costs each request a round trip and turns the cache off). A test needing a third party routes it.
 */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];
