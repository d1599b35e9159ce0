// The system Chromium (Debian's package) for Playwright's tests and the measuring scripts: nothing
// here downloads a browser. The one place that says where the browser is and how it is started.
import { execFileSync } from 'node:child_process';

/** Flags for a headless Chromium on a machine without a sandbox, a GPU or the internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The names a system Chromium goes by on PATH, most likely first. */
const NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

/** CHROME_PATH or CHROMIUM_PATH, else the first of NAMES on PATH; undefined when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH || process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const name of NAMES) {
    try {
      return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim();
    } catch {
      // not installed under this name
    }
  }
  return undefined;
}

/** The system Chromium, for a script that cannot run without one. */
export function chromiumPath() {
  const path = findChromium();
  if (path === undefined) throw new Error('No Chromium found: install Debian’s chromium or set CHROME_PATH.');
  return path;
}
