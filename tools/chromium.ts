/**
 * How this project runs Chromium: Debian's /usr/bin/chromium (never a downloaded browser), with the flags that keep it
 * quiet on machines with no internet. Shared by the browser tests and the Lighthouse audit.
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

/**
 * For the tests: every host but this machine's fails to resolve, inside the browser, so no test depends on the network
 * and no request has to be intercepted to be stopped (interception costs every request a round trip to the test and
 * turns the browser's cache off). A test that needs a third party's answer routes that address itself.
 */
export const OFFLINE_ARGS = ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost'];
