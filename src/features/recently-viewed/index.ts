export { RecentlyViewed } from './components/lazy-recently-viewed';
