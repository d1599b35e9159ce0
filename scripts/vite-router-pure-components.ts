// Vite plugin: React Router's components that the shop does not use are left out of the bundle.
// The bundler keeps a component whose making it cannot prove free of effects: React Router calls
// `React.forwardRef(…)` without marking the call pure, and names each component afterwards for
// React's developer tools (`Link.displayName = "Link"`, a write it must keep too). Unmarked, its
// Link would be in every bundle, with the route-module prefetching of React Router's framework
// mode, and Form with its submission code, none of which the shop uses (it has its own Link,
// components/link.tsx). Here the calls are marked pure and the names dropped. Only in a build:
// the dev server's tools keep the names.
import type { Plugin } from 'vite';

const ROUTER_MODULE = /\/node_modules\/react-router\/dist\/.*\.m?js$/;
/** A top-level statement naming a component or a context: `Link.displayName = "Link";`. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[\w$.]+";$/gm;
/** A module-level component or context being made: `var Link = React10.forwardRef(`. */
const MADE = /^((?:var|const|let) [\w$]+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** `code` with its components' making marked pure and their display names dropped. */
export function withPureComponents(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(MADE, '$1/* @__PURE__ */ $2');
}

export function routerPureComponents(): Plugin {
  return {
    name: 'eshop-router-pure-components',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_MODULE.test(id)) return null;
      const changed = withPureComponents(code);
      // Nothing moves to another line, so the module's source map still holds.
      return changed === code ? null : { code: changed, map: null };
    },
  };
}
