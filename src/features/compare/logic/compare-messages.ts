import { plural, t } from '@lingui/core/macro';

import { formatNumber } from '@/lib/format';

/** What Compare says, in the shopper's language when read. */
export const COMPARE_MESSAGES = {
  get toggle() {
    return t`Compare`;
  },
  toggleLabel: (title: string) => t`Compare: ${title}`,
  get trayTitle() {
    return t`Compare products`;
  },
  trayCount: (count: number, max: number) => {
    const most = formatNumber(max);
    return plural(count, { one: `# of ${most} chosen`, other: `# of ${most} chosen` });
  },
  remove: (title: string) => t`Remove ${title} from comparison`,
  fullTitle: (max: number) =>
    plural(max, { one: 'You can compare up to # product', other: 'You can compare up to # products' }),
  fullText: (title: string) => t`To add ${title}, choose a product to take out of the comparison.`,
  get cancel() {
    return t`Cancel`;
  },
  get home() {
    return t`Home`;
  },
  get pageTitle() {
    return t`Compare products`;
  },
  get empty() {
    return t`No products to compare yet. Choose Compare on up to 4 products to see them side by side.`;
  },
  get browse() {
    return t`Browse products`;
  },
  get addMore() {
    return t`Add products`;
  },
  get onlyDifferences() {
    return t`Only differences`;
  },
  get legend() {
    return t`marks a row where the products differ.`;
  },
  get differs() {
    return ` ${t`(differs)`}`;
  },
  get noDifferences() {
    return t`These products do not differ in anything listed.`;
  },
  rowsShown: (count: number) =>
    count === 0
      ? t`No rows differ.`
      : plural(count, { one: 'Showing the # row that differ.', other: 'Showing the # rows that differ.' }),
  get missing() {
    return t`Not listed`;
  },
  get unknown() {
    return t`Needs a connection`;
  },
  get loading() {
    return t`Loading…`;
  },
  offlineNote: (titles: string) =>
    t`The specifications of ${titles} need an internet connection. They will appear here once you are back online.`,
  notFound: (count: number) =>
    plural(count, {
      one: 'One product of this comparison is no longer in the shop.',
      other: '# products of this comparison are no longer in the shop.',
    }),
  caption: (count: number, onlyDifferences: boolean) =>
    onlyDifferences
      ? plural(count, {
          one: 'Comparison of # product, only the rows that differ',
          other: 'Comparison of # products, only the rows that differ',
        })
      : plural(count, { one: 'Comparison of # product', other: 'Comparison of # products' }),
  get removeColumn() {
    return t`Remove`;
  },
  removeColumnLabel: (title: string) => t`Remove ${title}`,
};
