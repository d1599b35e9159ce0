// Bundles the functions into lib/index.js with esbuild. Bundling lets them use the shop's own
// pure modules (the checkout request's checks, the shipping fee, cent rounding) from ../src, so
// the browser and the server enforce one set of rules. Packages stay external: the Functions
// runtime installs them from this folder's package.json.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
