/** What Compare says (issue 25). */
export const COMPARE_MESSAGES = {
  toggle: 'Compare',
  toggleLabel: (title: string) => `Compare: ${title}`,
  trayTitle: 'Compare products',
  trayCount: (count: number, max: number) => `${count} of ${max} chosen`,
  trayLink: 'Compare',
  trayLinkHidden: (count: number) => ` ${count} ${count === 1 ? 'product' : 'products'}`,
  remove: (title: string) => `Remove ${title} from comparison`,
  clear: 'Clear',
  clearHidden: ' comparison',
  fullTitle: (max: number) => `You can compare up to ${max} products`,
  fullText: (title: string) => `To add ${title}, choose a product to take out of the comparison.`,
  dropChoice: 'Take out',
  cancel: 'Cancel',
  pageTitle: 'Compare products',
  empty: 'No products to compare yet. Choose Compare on up to 4 products to see them side by side.',
  browse: 'Browse products',
  addMore: 'Add products',
  onlyDifferences: 'Only differences',
  legend: 'marks a row where the products differ.',
  differs: ' (differs)',
  noDifferences: 'These products do not differ in anything listed.',
  rowsShown: (count: number) =>
    count === 0 ? 'No rows differ.' : `Showing the ${count} ${count === 1 ? 'row' : 'rows'} that differ.`,
  missing: 'Not listed',
  unknown: 'Needs a connection',
  loading: 'Loading…',
  offlineNote: (titles: string) =>
    `The specifications of ${titles} need an internet connection. They will appear here once you are back online.`,
  notFound: (count: number) =>
    count === 1
      ? 'One product of this comparison is no longer in the shop.'
      : `${count} products of this comparison are no longer in the shop.`,
  caption: (count: number, onlyDifferences: boolean) =>
    `Comparison of ${count} ${count === 1 ? 'product' : 'products'}${onlyDifferences ? ', only the rows that differ' : ''}`,
  removeColumn: 'Remove',
  removeColumnLabel: (title: string) => `Remove ${title}`,
} as const;
