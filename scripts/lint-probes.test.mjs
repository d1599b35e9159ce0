import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * Probes of house rules `npm run lint` holds (eslint.config.js): the project's own config run
 * on text that breaks each, as if it were a file at that path. Only the rule probed runs, and
 * without type information (the probe is no file of the TypeScript project).
 */
const lint = async (ruleId, filePath, text) => {
  const eslint = new ESLint({
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
    ruleFilter: (rule) => rule.ruleId === ruleId,
  });
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId);
};

describe('npm run lint', () => {
  it('refuses a tracker tag in a comment, and passes the same comment without it', async () => {
    const tag = ['issue', '42'].join(' ');
    expect(
      await lint(
        'house/no-tracker-tags',
        'src/lib/probe.ts',
        `// Kept short (${tag}).\nexport const a = 1;\n`,
      ),
    ).toEqual(['house/no-tracker-tags']);
    expect(
      await lint(
        'house/no-tracker-tags',
        'src/lib/probe.ts',
        '// Kept short for the header.\nexport const a = 1;\n',
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses an import from src into functions/src outside the shared domain, and lets the domain in', async () => {
    const rule = 'import-x/no-restricted-paths';
    expect(
      await lint(
        rule,
        'functions/src/probe.ts',
        "import { formatPrice } from '../../src/lib/format';\nvoid formatPrice;\n",
      ),
    ).toEqual([rule]);
    expect(
      await lint(
        rule,
        'functions/src/probe.ts',
        "import { toCents } from '../../src/domain/money';\nvoid toCents;\n",
      ),
    ).toEqual([]);
  }, 60_000);

  it("refuses React Router's Link in the shop's code, and takes the shop's own", async () => {
    const rule = 'no-restricted-imports';
    expect(
      await lint(rule, 'src/lib/probe.tsx', "import { Link } from 'react-router-dom';\nvoid Link;\n"),
    ).toEqual([rule]);
    expect(
      await lint(
        rule,
        'src/lib/probe.tsx',
        "import { useHref } from 'react-router-dom';\nimport { Link } from '@/components/link';\nvoid Link;\nvoid useHref;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
