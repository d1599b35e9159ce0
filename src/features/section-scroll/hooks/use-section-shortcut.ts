import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { HOME_PATH } from '@/lib/routes';

import { scrollToSection } from '../logic/scroll-to-section';

/**
 * The click handler of a section link (whose own target is / with the section in its navigation
 * state). On the home page a plain click scrolls there instead of navigating.
 */
export function useSectionShortcut() {
  const { pathname } = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>, sectionId: string) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    if (pathname === HOME_PATH && plainClick) {
      event.preventDefault();
      scrollToSection(sectionId);
    }
  };
}
