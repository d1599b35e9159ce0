// Vite plugin: after the client build, draws the public pages to static HTML from the catalog
// (src/app/prerender), so they paint before any script runs; the client hydrates them.
// See docs/architecture.md, "Prerendered pages".
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import UnoCSS from 'unocss/vite';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';

import { scriptsAfterPaint } from './after-paint-scripts.ts';
import { shopMessages } from './vite-lingui-macro.ts';
import { chunksOf, staticImports } from './vite-bundle-graph.ts';
import { pageWords } from './vite-page-words.ts';
import type { PrerenderPlan, renderPage as RenderPage } from '../src/app/prerender/render-page.tsx';
import { TEXT_DIRECTIONS } from '../src/lib/i18n/locales.ts';
import type { Product } from '../src/features/catalog/types.ts';

const SERVER_ENTRY = 'src/app/prerender/render-page.tsx';
const SERVER_STUBS: Record<string, string> = {
  'virtual:catalog-snapshot': 'export default { watermark: 0, chunks: [] };',
  'virtual:pwa-register': 'export const registerSW = () => async () => {};',
};
const ROOT_MARKUP = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;
/** Where a page's image preloads go: right after the stylesheet, ahead of every script. */
const AFTER_STYLES = '<!--eshop:after-styles-->';

/** React's marker of a Suspense boundary left for the browser to draw. */
const CLIENT_RENDERED = '<!--$!-->';

interface ServerEntry {
  planPages: (products: readonly Product[], maxProducts: number) => PrerenderPlan[];
  renderPage: typeof RenderPage;
  seedScript: (seed: PrerenderPlan['seed']) => string;
}

/**
 * Builds the server entry for Node (dependencies stay external) and loads it. Each build goes to
 * a folder of its own, so that its entry is loaded afresh (a process that builds twice gets the
 * second) by its plain address: the entry's chunks import it back by that address (code they
 * share with it), and an entry loaded as `render-page.mjs?t=…` would be loaded a second time by
 * them, with a React context and an atom store of its own, and the page's parts in those chunks
 * would not be drawn.
 */
async function loadServerEntry(config: ResolvedConfig): Promise<ServerEntry> {
  const builds = resolve(config.root, 'node_modules/.cache/eshop-prerender');
  rmSync(builds, { recursive: true, force: true });
  const outDir = resolve(builds, String(Date.now()));
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: config.resolve.alias },
    plugins: [
      ...shopMessages(),
      // Its transformers write the class names out (variant groups), as in the browser's bundle.
      UnoCSS(),
      {
        // Drawing a page never syncs the catalog nor registers the service worker.
        name: 'eshop-prerender-stubs',
        resolveId: (id) => (id in SERVER_STUBS ? `\0stub:${id}` : undefined),
        load: (id) => (id.startsWith('\0stub:') ? SERVER_STUBS[id.slice('\0stub:'.length)] : undefined),
      },
    ],
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { checks: { pluginTimings: false }, output: { entryFileNames: 'render-page.mjs' } },
    },
  });
  return (await import(pathToFileURL(resolve(outDir, 'render-page.mjs')).href)) as ServerEntry;
}

/**
 * `source` is the catalog the pages are drawn from (the one the snapshot is cut from);
 * `maxProducts` is the catalog size above which only home, the not-found page and the best
 * sellers' pages are drawn.
 */
export function prerender(source = 'catalog/products.json', maxProducts = 1000): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'eshop-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      // After Vite has linked the bundles: the stylesheet moves ahead of the entry script and its
      // module preloads, so the first paint does not queue behind scripts it does not need.
      order: 'post',
      handler(html) {
        const styles = html.match(STYLESHEET)?.join('') ?? '';
        const at = html.indexOf('<script type="module"');
        if (!styles || at < 0) return html;
        const rest = html.replace(STYLESHEET, '');
        const scriptAt = rest.indexOf('<script type="module"');
        return `${rest.slice(0, scriptAt)}${styles}${AFTER_STYLES}\n    ${rest.slice(scriptAt)}`;
      },
    },
    writeBundle: {
      sequential: true,
      async handler(_options, bundle) {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const template = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        if (!template.includes(ROOT_MARKUP)) this.error(`index.html has no ${ROOT_MARKUP}`);
        // The untouched page stays as the app shell, for every address that is not prerendered.
        writeFileSync(resolve(outDir, 'shell.html'), template.replace(AFTER_STYLES, ''));
        // A product marked hidden is not in the shop: no page is drawn for it.
        const products = (JSON.parse(readFileSync(resolve(config.root, source), 'utf8')) as Product[]).filter(
          (product) => product.hidden !== true,
        );
        const styles = inlineStyles(template, outDir);
        const entry = await loadServerEntry(config);
        const started = performance.now();
        const plans = entry.planPages(products, maxProducts);
        const wordsOf = pageWords(bundle, outDir);
        const entryScripts = [...template.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].map(
          ([, file = '']) => file,
        );
        // The site's address, as the app has it (src/lib/site-url.ts): alternates name whole addresses.
        const siteUrl = (config.env as Record<string, string | undefined>).VITE_SITE_URL;
        const site = (siteUrl || 'http://localhost:5000').replace(/\/+$/, '');
        for (const plan of plans) {
          const { html, title, words } = await entry.renderPage(plan);
          // React marks a part it could not draw (it threw, or waited on a chunk not loaded ahead)
          // to be drawn by the browser instead: the page would paint without it.
          if (html.includes(CLIENT_RENDERED))
            this.error(`${plan.file}: a part of the page could not be drawn at build time`);
          // React puts the preloads of the page's first images ahead of the markup: they belong in
          // the head, where the browser finds them first and hydration does not meet them. The
          // first is the largest paint's image on phones (the first featured slide, the product's
          // main image): it is fetched ahead of the scripts.
          const [, preloads = '', markup = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
          const images = preloads.replace(/^<link rel="preload" as="image"/, '$& fetchpriority="high"');
          const route = routeChunk(bundle, plan.route);
          // A page in another language hydrates in it with the words of the chunks it loads first
          // (src/main.tsx reads their file from <html data-words>); the rest follows once it is live.
          const firstWords =
            plan.locale === 'en'
              ? null
              : await wordsOf(plan.locale, staticImports(bundle, [...entryScripts, route]));
          const page = template
            .replace(STYLESHEET, () => '')
            .replace(AFTER_STYLES, () => `${styles}${images}`)
            .replace(
              '</head>',
              () =>
                `${languageLinks(plan, site)}${firstWords ? modulePreload(firstWords) : ''}${routePreloads(bundle, route, template)}</head>`,
            )
            .replace(
              /<html lang="en">/,
              () =>
                `<html lang="${plan.locale}" dir="${TEXT_DIRECTIONS[plan.locale]}"${firstWords ? ` data-words="/${firstWords}"` : ''}>`,
            )
            // The web manifest in the page's language (scripts/vite-localized-manifests.ts).
            .replace(
              '<link rel="manifest" href="/manifest.webmanifest">',
              () =>
                `<link rel="manifest" href="/manifest${plan.locale === 'en' ? '' : `-${plan.locale}`}.webmanifest">`,
            )
            .replace(
              /(<meta\s+name="description"\s+content=")[^"]*"/,
              (_, start: string) => `${start}${escapeHtml(words.description)}"`,
            )
            .replace(
              /<noscript>[^<]*<\/noscript>/,
              () => `<noscript>${escapeHtml(words.noscript)}</noscript>`,
            )
            .replace(ROOT_MARKUP, () => `<div id="root">${markup}</div>${entry.seedScript(plan.seed)}`)
            .replace(
              /<title>[^<]*<\/title>/,
              () => `<title>${escapeHtml(title ? `${title} | E-Shop` : 'E-Shop')}</title>`,
            );
          for (const written of plan.hostCopy ? [plan.file, plan.hostCopy] : [plan.file]) {
            const file = resolve(outDir, written);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, scriptsAfterPaint(page));
          }
        }
        config.logger.info(
          `prerendered ${plans.length} pages in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}

/**
 * The page's stylesheets as one `<style>` element. A prerendered page paints from its HTML alone:
 * a linked stylesheet would cost a request (and on a phone's link a new connection) before the
 * first paint, after the HTML is already here. The shell keeps the link, and the file stays precached.
 */
function inlineStyles(template: string, outDir: string): string {
  const css = [...template.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"[^>]*>/g)]
    .map(([, file = '']) => readFileSync(resolve(outDir, file), 'utf8'))
    .join('\n');
  return css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
}

/**
 * The page's own address and its addresses in the other languages, for search engines and for
 * links shared from it: a canonical link and `hreflang` alternates, English the default for a
 * language the shop does not speak. The not-found page has none.
 */
function languageLinks(plan: PrerenderPlan, site: string): string {
  const alternates = Object.entries(plan.alternates);
  if (alternates.length === 0) return '';
  const link = (rel: string, path: string, hreflang?: string) =>
    `<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="${escapeHtml(`${site}${path}`)}">`;
  return [
    link('canonical', plan.url),
    ...alternates.map(([locale, path]) => link('alternate', path, locale)),
    link('alternate', plan.alternates.en ?? '/', 'x-default'),
  ].join('');
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/** The file of the chunk of the page `route` (`src/app/routes/<route>`). */
function routeChunk(bundle: Rollup.OutputBundle, route: string): string {
  const root = chunksOf(bundle).find((chunk) => chunk.facadeModuleId?.endsWith(`/src/app/routes/${route}`));
  if (!root) throw new Error(`No chunk for src/app/routes/${route}`);
  return root.fileName;
}

/**
 * Module preloads for a page's route chunk and the chunks it imports that the page does not
 * already load: main.tsx loads them before it hydrates, so the browser fetches them alongside
 * the entry instead of after it.
 */
function routePreloads(bundle: Rollup.OutputBundle, route: string, template: string): string {
  return [...staticImports(bundle, [route])]
    .filter((file) => !template.includes(`/${file}"`))
    .map(modulePreload)
    .join('');
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
