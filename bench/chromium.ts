/** The system Chromium of the browser steps of `npm run bench` and how it is started. */

/** The Chromium every browser step runs: `CHROMIUM_PATH`, default `/usr/bin/chromium`. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Flags of the Chromium the Lighthouse and trace steps measure in: the HTTP/2 proxy's throwaway
 * self-signed certificate accepted (bench/h2-proxy.ts), no sandbox or GPU, and none of the
 * browser's own background work (networking, component updates, sync, first run) in the figures.
 */
export const measuredChromiumFlags = [
  '--ignore-certificate-errors',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
