import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = (name) => join(ROOT, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { env, cwd, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Builds what the emulators serve: the app (emulator mode) and the Cloud Functions. */
export async function buildForEmulators() {
  await run(BIN('vite'), ['build', '--mode', 'emulator', '--logLevel', 'warn']);
  await run('npm', ['--prefix', 'functions', 'run', 'build', '--silent']);
}
