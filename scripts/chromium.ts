/**
 * The system Chromium every browser tool here uses (tests, bench, image generation): never a
 * downloaded browser. The flags are what it needs on these machines: root has no sandbox, and the
 * network is closed, so anything that calls home is switched off.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
