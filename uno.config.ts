import { defineConfig, presetWind3, transformerVariantGroup } from 'unocss';

export default defineConfig({
  presets: [presetWind3()],
  transformers: [transformerVariantGroup()],
  preflights: [
    {
      // What the browser scrolls into view (focus moved by keyboard, a control a tap or a test
      // aims at, an in-page link) lands below the header's bar once it is pinned to the top of the
      // window, not under it (WCAG 2.4.11). The heights are the bar's, see sticky-bar.tsx.
      getCSS: () => 'html{scroll-padding-top:62px}@media (min-width:640px){html{scroll-padding-top:75px}}',
    },
  ],
});
