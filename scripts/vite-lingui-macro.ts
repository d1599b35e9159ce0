// Vite plugin: expands Lingui's macros (t, msg, plural, <Trans>, useLingui) in the shop's own
// modules, and writes each message's English source already compiled into the call, so English
// needs no catalog and no message compiler at run time: a page in English loads nothing more
// than its own code. Other languages' catalogs are compiled from src/locales by @lingui/vite-plugin.
// See docs/architecture.md, "Languages".
import { transformAsync, types, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin, PluginOption } from 'vite';

/** A module that imports a Lingui macro; any other is left to the bundler untouched. */
const USES_MACRO = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;

/**
 * After the macro: a descriptor's `message: "Hello {name}"` becomes its compiled form (a string,
 * or the array Lingui's interpolation reads), which i18n._ uses as is when a catalog lacks the id.
 */
function precompiledMessages(): PluginObj {
  const compiled = (message: string) => types.valueToNode(compileMessage(message));
  return {
    name: 'precompiled-lingui-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (types.isIdentifier(key, { name: 'message' }) && types.isStringLiteral(value)) {
          path.node.value = compiled(value.value);
        }
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (types.isJSXIdentifier(name, { name: 'message' }) && types.isStringLiteral(value)) {
          path.node.value = types.jsxExpressionContainer(compiled(value.value));
        }
      },
    },
  };
}

/** The macro's expansion and the precompiling of its messages, for any Vite build or Vitest. */
export function linguiMacros(): Plugin {
  const linguiConfig = getConfig({ skipValidation: true });
  return {
    name: 'eshop:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const [filename = id] = id.split('?');
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(filename) || !USES_MACRO.test(code)) {
        return null;
      }
      const result = await transformAsync(code, {
        filename,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // The English source stays in each call (it is the English "catalog"); ids are hashes.
        plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], precompiledMessages],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The shop's messages in any Vite build or Vitest: the macros expanded (above) and the catalogs
 * compiled; `strict`, a catalog lacking a translation or holding an invalid one fails the build.
 */
export const shopMessages = ({ strict = false } = {}): PluginOption[] => [
  linguiMacros(),
  lingui(strict ? { failOnMissing: true, failOnCompileError: true } : {}),
];
