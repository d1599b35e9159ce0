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
 * The ids of the messages each module of the build holds, by its file: the prerender gives a page
 * drawn in another language the translations of its first chunks' messages alone
 * (scripts/vite-page-words.ts).
 */
const MESSAGE_IDS = new Map<string, ReadonlySet<string>>();

/** The ids of the messages in the module at `file` (none if it uses no macro). */
export const messageIdsOf = (file: string): ReadonlySet<string> => MESSAGE_IDS.get(file) ?? new Set();

/** The string value of the `id` beside a descriptor's `message` (an object's or an element's). */
function siblingId(siblings: readonly types.Node[]): string | undefined {
  for (const node of siblings) {
    if (
      types.isObjectProperty(node) &&
      types.isIdentifier(node.key, { name: 'id' }) &&
      types.isStringLiteral(node.value)
    )
      return node.value.value;
    if (
      types.isJSXAttribute(node) &&
      types.isJSXIdentifier(node.name, { name: 'id' }) &&
      types.isStringLiteral(node.value)
    )
      return node.value.value;
  }
  return undefined;
}

/**
 * After the macro: a descriptor's `message: "Hello {name}"` becomes its compiled form (a string,
 * or the array Lingui's interpolation reads), which i18n._ uses as is when a catalog lacks the id;
 * its id is added to `ids`.
 */
function precompiledMessages(ids: Set<string>): PluginObj {
  const compiled = (message: string) => types.valueToNode(compileMessage(message));
  return {
    name: 'precompiled-lingui-messages',
    visitor: {
      ObjectProperty(path) {
        const { key, value } = path.node;
        if (types.isIdentifier(key, { name: 'message' }) && types.isStringLiteral(value)) {
          path.node.value = compiled(value.value);
          const id = types.isObjectExpression(path.parent) ? siblingId(path.parent.properties) : undefined;
          if (id) ids.add(id);
        }
      },
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (types.isJSXIdentifier(name, { name: 'message' }) && types.isStringLiteral(value)) {
          path.node.value = types.jsxExpressionContainer(compiled(value.value));
          const id = types.isJSXOpeningElement(path.parent) ? siblingId(path.parent.attributes) : undefined;
          if (id) ids.add(id);
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
      const ids = new Set<string>();
      const result = await transformAsync(code, {
        filename,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        // The English source stays in each call (it is the English "catalog"); ids are hashes.
        plugins: [[linguiMacro, { stripMessageField: false, linguiConfig }], () => precompiledMessages(ids)],
      });
      MESSAGE_IDS.set(filename, ids);
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
