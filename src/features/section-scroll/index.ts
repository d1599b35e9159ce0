export { SectionLink } from './components/section-link';
export { useSectionScrollFromNavigation } from './hooks/use-section-scroll-from-navigation';
export { STICKY_BAR_ID } from './logic/scroll-to-section';
export { sectionScrollTarget } from './logic/section-scroll';
