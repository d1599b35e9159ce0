// Vite plugin: the page's icon is written into it as a data: URL instead of linked. A linked icon
// is one more request as a page first paints; the browser asks for it at high priority, and on a
// phone's link over HTTP/1.1 it opens a connection of its own (two round trips). public/favicon.svg
// stays the one source. See docs/architecture.md, "Prerendered pages".
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

const LINKED_ICON = /(<link rel="icon" href=")\/favicon\.svg(")/;

/** An SVG as a data: URL, safe inside a double-quoted attribute. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/** `html` with its linked /favicon.svg replaced by the file's content; `icon` is that file. */
export function inlineIcon(html: string, icon: string): string {
  if (!LINKED_ICON.test(html)) throw new Error('The page has no <link rel="icon" href="/favicon.svg">');
  return html.replace(
    LINKED_ICON,
    (_, before: string, after: string) => `${before}${svgDataUrl(icon)}${after}`,
  );
}

export function inlineFavicon(file = new URL('../public/favicon.svg', import.meta.url)): Plugin {
  return {
    name: 'eshop-inline-favicon',
    transformIndexHtml: (html) => inlineIcon(html, readFileSync(file, 'utf8')),
  };
}
