import { msg } from '@lingui/core/macro';

/**
 * The web manifest's words (manifest.webmanifest), here so they are extracted into the catalogs
 * with the rest: the build writes the manifest once per language from them
 * (scripts/vite-localized-manifests.ts), and the page links the one of the shopper's language, so
 * an installed shop is named, described and has its shortcuts in that language where the browser
 * reads the manifest as it installs. Kept equal to the manifest's English by a test.
 */
export const MANIFEST_WORDS = [
  msg`E-Shop: Consumer Electronics`,
  msg`Computers, mobiles, TVs, audio, cameras, gaming and home appliances, delivered worldwide.`,
  msg`Cart`,
  msg`Products`,
  msg`Best Sellers`,
  msg`Home on a phone: featured products`,
  msg`Home on a computer: featured products`,
];
