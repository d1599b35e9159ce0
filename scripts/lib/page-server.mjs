// A static server for the measuring scripts: `dist/` as Firebase Hosting serves it (clean URLs,
// 404.html), every text file brotli-compressed, so two copies of a page can be compared under the
// same serving. With `withoutScripts`, every HTML page loses its <script> elements and modulepreload
// links: the page's no-JS floor (same HTML, CSS and images, nothing that runs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** The page without anything that runs: scripts (inline or not) and module preloads removed. */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel=["']?modulepreload["']?[^>]*>/gi, '');
}

/** The file Hosting would answer `pathname` with (cleanUrls), or null for its 404 page. */
function fileFor(root, pathname) {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const candidates = [relative, `${relative}.html`, join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = join(root, candidate);
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Starts a server of `root` on a free port; resolves its origin and a close function. */
export function servePages(root, { withoutScripts = false } = {}) {
  const cache = new Map();
  const body = (file) => {
    if (!cache.has(file)) {
      let bytes = readFileSync(file);
      if (withoutScripts && extname(file) === '.html') bytes = Buffer.from(stripScripts(String(bytes)));
      const compress = COMPRESSED.has(extname(file));
      cache.set(file, {
        bytes: compress
          ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : bytes,
        compress,
      });
    }
    return cache.get(file);
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const found = fileFor(root, pathname);
    const file = found ?? join(root, '404.html');
    const { bytes, compress } = body(file);
    response.writeHead(found ? 200 : 404, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...(compress ? { 'content-encoding': 'br' } : {}),
      'cache-control': 'no-cache',
    });
    response.end(bytes);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
