/**
 * Where the browser tests find Chromium, and the flags it needs on a locked-down machine:
 * no sandbox as root, and no background traffic to services the network cannot reach.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
