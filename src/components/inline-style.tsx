/**
 * A `<style>` element holding `css` as written. React 18 escapes an element's text as it draws a
 * page on the server (`>` becomes `&gt;`), and a style element's text is not unescaped by the
 * browser: the rule would break, and hydration would find its text changed. `css` is the shop's
 * own (built from constants), never a shopper's words.
 */
export function InlineStyle({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
