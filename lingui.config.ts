import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The shop's languages: English is the source (the words in the code), the others are catalogs
 * under src/locales, one .po file each, compiled by the build. `npm run i18n:extract` adds new
 * messages to every catalog. See docs/architecture.md, "Languages".
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn', 'hi', 'fr-CA'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*'] },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
  // The macros use the shop's one i18n, without a React provider (src/lib/i18n/react.tsx).
  runtimeConfigModule: {
    i18n: ['@/lib/i18n/i18n', 'i18n'],
    useLingui: ['@/lib/i18n/react', 'useLingui'],
    Trans: ['@/lib/i18n/react', 'Trans'],
  },
});
