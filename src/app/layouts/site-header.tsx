import { useCallback, useRef } from 'react';

import {
  AccountLink,
  CartLink,
  DesktopBar,
  MenuButton,
  MobileMenu,
  SearchBox,
  SiteLogo,
  StickyBar,
  TopStrip,
  useScrolledPast,
} from '@/features/navigation';

/**
 * The shop header (spec §2): a top strip, the middle part (logo, search, cart, account) that
 * sticks to the top once the whole header has scrolled away, the desktop bar and the mobile menu.
 */
export function SiteHeader() {
  const header = useRef<HTMLElement>(null);
  const headerBottom = useCallback(() => {
    const element = header.current;
    return element ? element.offsetTop + element.offsetHeight : Number.POSITIVE_INFINITY;
  }, []);
  const stuck = useScrolledPast(headerBottom);

  return (
    <header ref={header} className="relative z-30 bg-white">
      <TopStrip />
      <StickyBar stuck={stuck}>
        <MenuButton />
        <SiteLogo />
        <SearchBox />
        <CartLink />
        <AccountLink />
      </StickyBar>
      <DesktopBar />
      <MobileMenu />
    </header>
  );
}
