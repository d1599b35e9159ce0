import { useSetAtom } from 'jotai';
import { useCallback, useRef } from 'react';

import {
  AccountLink,
  CartLink,
  DesktopBar,
  MenuButton,
  MobileMenu,
  showMenuAtom,
  SiteLogo,
  StickyBar,
  TopStrip,
} from '@/features/header';
import { SearchBox } from '@/features/search';
import { WishlistLink } from '@/features/wishlist';
import { useScrolledPast } from '@/hooks/use-scrolled-past';

/**
 * The shop header (spec §2): a top strip, the middle part (logo, search, wishlist, cart, account) that
 * sticks to the top once the whole header has scrolled away, the desktop bar and the mobile menu.
 */
export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  const headerBottom = useCallback(() => {
    const element = header.current;
    return element ? element.offsetTop + element.offsetHeight : Number.POSITIVE_INFINITY;
  }, []);
  const stuck = useScrolledPast(headerBottom);
  const setShowMenu = useSetAtom(showMenuAtom);

  return (
    <header ref={header} className="relative z-30 bg-white">
      <TopStrip />
      <StickyBar stuck={stuck}>
        <MenuButton />
        <SiteLogo />
        {/* Opening a suggestion leaves the page, so the mobile menu closes with it. */}
        <SearchBox onChosen={() => setShowMenu(false)} />
        <WishlistLink />
        <CartLink />
        <AccountLink />
      </StickyBar>
      <DesktopBar />
      <MobileMenu />
    </header>
  );
}
