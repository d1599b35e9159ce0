// The system Chromium (Debian's package) for the measuring scripts: nothing here downloads a browser.
import { execFileSync } from 'node:child_process';

/** Flags for a headless Chromium on a machine without a sandbox, a GPU or the internet. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** CHROME_PATH, else `chromium` (or `chromium-browser`) on PATH. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('No Chromium found: install Debian’s chromium or set CHROME_PATH.');
  }
}
