export { inputValueAtom, mobileSearchOpenAtom, showMenuAtom } from './atoms';
export { AccountLink } from './components/account-link';
export { CartLink } from './components/cart-link';
export { DesktopBar } from './components/desktop-bar';
export { MenuButton } from './components/menu-button';
export { MobileMenu } from './components/mobile-menu';
export { ScrollToTopButton } from './components/scroll-to-top-button';
export { SearchBox } from './components/search-box';
export { SiteFooter } from './components/site-footer';
export { SiteLogo } from './components/site-logo';
export { StickyBar } from './components/sticky-bar';
export { TopStrip } from './components/top-strip';
export { useScrolledPast } from './hooks/use-scrolled-past';
export { SECTION_SHORTCUTS } from './nav-links';
export { scrollToSection, STICKY_BAR_ID } from './scroll-to-section';
export {
  useSectionScrollFromNavigation,
  type SectionScrollState,
} from './use-section-scroll-from-navigation';
