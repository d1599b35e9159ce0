// The operator's desk, for admins: the dashboard's Desk tab (its panel in a chunk of its
// own) and the pages under /desk/* (an order with its actions, a product's edit form).
export { LazyDeskRoutes as DeskRoutes } from './components/lazy-desk-routes';
export { DeskTab } from './components/desk-tab';
