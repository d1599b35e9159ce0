import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

import { STICKY_BAR_HEIGHT_NARROW_PX, STICKY_BAR_HEIGHT_WIDE_PX } from './src/lib/constants.ts';

export default defineConfig({
  // The variables the utilities use (transforms, rings, shadows, filters) are declared on every
  // element only when some class uses them, and not on ::backdrop, which is only ever coloured.
  presets: [presetWind3({ preflight: 'on-demand' })],
  theme: { preflightRoot: ['*,::before,::after'] },
  transformers: [transformerVariantGroup()],
  // Words of the source that are also utilities, never used as classes here: picked up from text
  // and names ("Show as a table", a ResizeObserver called resize), each would be a rule inlined
  // in every page.
  blocklist: ['table', 'resize'],
  shortcuts: {
    // A part of a page below the first screen: the browser skips its style, layout and paint
    // until it comes near the viewport (keeping its last size once drawn), so a prerendered page's
    // first layout covers what is on screen, not every section and the footer.
    'below-fold': '[content-visibility:auto] [contain-intrinsic-size:auto_800px]',
  },
  preflights: [
    {
      // What the browser scrolls into view (focus moved by keyboard, a control a tap or a test
      // aims at, an in-page link) lands below the header's bar once it is pinned to the top of the
      // window, not under it (WCAG 2.4.11). The bar's heights and breakpoint, see sticky-bar.tsx.
      getCSS: ({ theme }) =>
        `html{scroll-padding-top:${STICKY_BAR_HEIGHT_NARROW_PX}px}` +
        `@media (min-width:${theme.breakpoints?.sm}){html{scroll-padding-top:${STICKY_BAR_HEIGHT_WIDE_PX}px}}`,
    },
  ],
});
