// Bundles the functions into lib/index.js with esbuild. Bundling lets them use the rules they
// share with the browser (the checkout request's checks, the shipping fee, cent rounding) from
// src/domain (`@/domain/…`, through tsconfig.json's paths), so the browser and the server enforce
// one set of rules. Packages stay external: the Functions
// runtime installs them from this folder's package.json.
import { build } from 'esbuild';

/**
 * The shop's messages are Lingui macros, which only the browser's build expands: a module the
 * functions share with the browser must not use them (the functions would crash as they start).
 * Its user-facing words live in a browser-only module beside it (checkout's billing-messages.ts).
 */
const noLingui = {
  name: 'no-lingui',
  setup(build) {
    build.onResolve({ filter: /^@lingui\// }, ({ importer }) => ({
      errors: [
        {
          text: `${importer} imports Lingui, which the functions cannot run: keep its messages in a browser-only module.`,
        },
      ],
    }));
  },
};

await build({
  plugins: [noLingui],
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
