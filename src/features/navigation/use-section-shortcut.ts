import { useSetAtom } from 'jotai';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';

import { showMenuAtom } from './atoms';
import { scrollToSection } from './scroll-to-section';

/**
 * The click handler of a section shortcut link (whose own target is / with the section in its
 * navigation state). On the home page it scrolls there instead of navigating; either way the
 * mobile menu closes.
 */
export function useSectionShortcut() {
  const { pathname } = useLocation();
  const setShowMenu = useSetAtom(showMenuAtom);
  return (event: MouseEvent<HTMLAnchorElement>, sectionId: string) => {
    const plainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;
    if (pathname === '/' && plainClick) {
      event.preventDefault();
      scrollToSection(sectionId);
    }
    setShowMenu(false);
  };
}
