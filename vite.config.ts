import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

import { catalogSnapshot } from './scripts/vite-catalog-snapshot.ts';
import { liveSessionChunk } from './scripts/vite-chunk-groups.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';
import { PRODUCT_IMAGE_CACHE, PRODUCT_IMAGE_CACHE_ENTRIES } from './src/lib/constants.ts';
import { contentSecurityPolicyMeta } from './scripts/vite-content-security-policy.ts';
import { inlineFavicon } from './scripts/vite-inline-favicon.ts';
import { shopMessages } from './scripts/vite-lingui-macro.ts';
import { localizedManifests } from './scripts/vite-localized-manifests.ts';
import { routerPureComponents } from './scripts/vite-router-pure-components.ts';
import { prerender } from './scripts/vite-prerender.ts';

/** The live session, loaded once the page is live (src/app/app.tsx): the root of its chunk. */
const LIVE_SESSION = fileURLToPath(new URL('./src/app/live-session.tsx', import.meta.url));

/** manifest.webmanifest is the one source of the web manifest; the plugin emits and links it. */
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  plugins: [
    // A catalog lacking a translation, or holding one that is not valid ICU, fails the build.
    ...shopMessages({ strict: true }),
    react(),
    routerPureComponents(),
    UnoCSS(),
    catalogSnapshot(process.env.CATALOG_SNAPSHOT_SOURCE),
    contentSecurityPolicyMeta(),
    inlineFavicon(),
    compileHints(),
    prerender(process.env.CATALOG_SNAPSHOT_SOURCE, Number(process.env.PRERENDER_MAX_PRODUCTS ?? 1000)),
    localizedManifests(manifest, ['bn', 'hi', 'fr-CA']),
    VitePWA({
      // The service worker's precache list is made after the prerendered pages are written.
      integration: { closeBundleOrder: 'post' },
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'icons/*.png'],
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // Product pages are many and each is also answered by the shell: only home, the listing
        // and the shell are precached. The search results' frame too is answered by the shell
        // offline (a query in its address is drawn afresh anyway).
        globIgnores: [
          'images/products/**',
          'product-details/**',
          '404.html',
          'search.html',
          'screenshots/**',
          // The pages in the other languages (and Hosting's copies of them, answered by language):
          // offline, the shell draws each in its language.
          '{bn,hi,fr-ca}.html',
          '{bn,hi,fr-ca}/**',
          'localized/**',
          // Their first words (scripts/vite-page-words.ts): offline, the shell speaks each language
          // from its whole catalog, which is precached.
          'assets/words-*.js',
          // The operator's desk (its panel with the chart library, its pages) is for admins: a
          // shopper's device never downloads it; an admin's keeps it once opened (below).
          'assets/desk-*.js',
        ],
        // The first worker takes the page it was installed from as soon as it is active, so that
        // page's later chunks come from the precache when the connection drops. A new version
        // still waits for the shopper's Reload (registerType 'prompt'): claiming is only for a page
        // no worker controls yet.
        clientsClaim: true,
        navigateFallback: '/shell.html',
        // The API, and Firebase's reserved paths (/__/auth/ serves Google sign-in's handler).
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        // A tapped notice (a price drop, back in stock) opens its product; a page the worker did
        // not take as it activated asks to be taken.
        importScripts: ['/notice-click.js', '/claim-on-ask.js'],
        runtimeCaching: [
          {
            // The desk's chunks, kept once an admin has opened the desk, so it opens offline (its
            // last numbers are kept with the account's copies). Their names change with their
            // content, so a kept one is never stale.
            urlPattern: ({ url }) => /^\/assets\/desk-[\w-]+\.js$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'eshop-desk',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 20 },
            },
          },
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/images/'),
            // Shown from the cache at once, refreshed behind; only whole answers are kept, so a
            // missing image (404) is never cached.
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: PRODUCT_IMAGE_CACHE,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: PRODUCT_IMAGE_CACHE_ENTRIES, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
      },
    }),
  ],
  build: {
    target: 'es2022',
    // One stylesheet (all of it UnoCSS's, for every page), always on the page: inlined in a
    // prerendered page (scripts/vite-prerender.ts), linked in the shell. Split per chunk, it was
    // also listed as a dependency of every lazy chunk, and the preload helper, which looks only
    // for a linked copy, fetched and applied it a second time (an 87 ms style recalculation at 4x CPU).
    cssCodeSplit: false,
    // Maps are written for local debugging but not linked from the bundles, and firebase.json
    // keeps them out of the deployed site: the shop's source is not published.
    sourcemap: 'hidden',
    rollupOptions: {
      // The bundler's report of slow plugins (the prerender, the macros) is for profiling the
      // build, not for every `npm start`: `node --cpu-prof` finds the same.
      checks: { pluginTimings: false },
      // The features' modules only define things: a page that takes one name from a feature's
      // index then loads that module alone, not the whole feature (the cart page's rows stayed in
      // the first script because the header imports the cart's index for its count).
      treeshake: { moduleSideEffects: (id) => !id.includes('/src/features/') },
      output: {
        // Everything the entry imports statically goes into one chunk. Left to itself, the
        // bundler cut it into some 30 files of 1-2 kB (each a module shared with a lazy page):
        // 30 requests, each with its round trip on a phone's link.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], test: (id) => !/\.html$|\/src\/main\.tsx$/.test(id) },
            // The live session with the small modules it shares with pages opened later: one file
            // instead of nine of 0.2-3 kB, each a request and a `modulepreload` link the preload
            // helper appends in one task as the session is asked for. The cart's are
            // among them: the stored cart is read by the session (use-cart-sync), and Add to Cart
            // waits for its sign-in state, so neither waits for more than it did. Modules the page
            // needs as it hydrates (the footer's, the wishlist's, the recently viewed ones') stay
            // out, or they would wait for this chunk and Firebase. Which modules, by folder and by
            // what the session imports: scripts/vite-chunk-groups.ts.
            {
              name: liveSessionChunk(LIVE_SESSION),
              debugName: 'live-session',
              // Only these modules, not what they import (Firebase, the wishlist's, …).
              includeDependenciesRecursively: false,
            },
            // The wishlist and its notices in one chunk, fetched as a page hydrates (the hearts) or
            // goes live: the entry lists every chunk its lazy parts need, and a dozen small ones
            // would each add to the first script. Firestore stays out (their api/ is
            // loaded on first use).
            {
              name: 'wishlist',
              test: (id) =>
                /\/src\/features\/(wishlist|notices)\/(?!index\.ts|api\/)|\/src\/lib\/(tab-channel|system-notifications)\.ts$/.test(
                  id,
                ),
            },
          ],
        },
      },
    },
  },
});
