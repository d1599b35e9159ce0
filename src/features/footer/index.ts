export { ScrollToTopButton } from './components/scroll-to-top-button';
export { SiteFooter } from './components/site-footer';
