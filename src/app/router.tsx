import { useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { wakeWaitingParts } from '@/components/live-part';
import { WhenLive } from '@/components/when-live';
import { lazyLoaded, lazyWhenOnline, loadWhenOnline } from '@/lib/lazy-loaded';
import {
  CART_PATH,
  CHECKOUT_PATH,
  COMPARE_PATH,
  CONTACT_PATH,
  DASHBOARD_PATH,
  HOME_PATH,
  LOGIN_PATH,
  PRODUCTS_PATH,
  REGISTER_PATH,
  RESET_PASSWORD_PATH,
  SEARCH_PATH,
  WISHLIST_PATH,
} from '@/lib/routes';

import { RequireGuest, RequireUser } from './guards';
import { ShopLayout } from './layouts/shop-layout';
import { ScrollToTop } from './scroll-to-top';

/*
 * The shop's frame comes with the first script; every page is its own chunk, loaded when the page
 * is first shown (main.tsx loads the first page's before it hydrates it, and the service worker
 * precaches them all for offline use). Firestore and Auth arrive with the pages and hooks that
 * call them, after the first paint.
 *
 * The routes are drawn by `useRoutes` under a BrowserRouter (StaticRouter at build time), not by
 * a data router: the shop has no loaders or actions, and the data router's engine would weigh on
 * the script every page needs before it is live (docs/decisions.md). The BrowserRouter moves
 * between pages in a transition, so the page shown stays until the next one's chunk has arrived.
 */
type Wrap = (page: ReactNode) => ReactNode;

/**
 * A route whose page is loaded with `lazyLoaded`; `handle.preload` loads it ahead. A page whose
 * chunk cannot be fetched (offline before the service worker holds it) is fetched again once the
 * connection returns (loadWhenOnline): the page shown stays meanwhile, where a failed load would
 * take the whole app down.
 */
const page = <M,>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  wrap: Wrap = (node) => node,
): Pick<RouteObject, 'element' | 'handle'> => {
  const { Component: Page, preload } = lazyLoaded(() => loadWhenOnline(load), pick);
  return { element: wrap(<Page />), handle: { preload } };
};
const forUser: Wrap = (node) => <RequireUser>{node}</RequireUser>;
const forGuest: Wrap = (node) => <RequireGuest>{node}</RequireGuest>;

// What React does for links and images, done for the static parts it does not hydrate: once the
// page is live, from a chunk of its own (before then, a static link loads its page as any link).
const StaticLinks = lazyWhenOnline(() => import('./static-links').then((module) => module.StaticLinks));

function Root() {
  // A move to another page first lets the parts of this one that wait to be hydrated go (they
  // would hold the move back: LivePart `near`).
  const { key } = useLocation();
  const [firstKey] = useState(key);
  if (key !== firstKey) wakeWaitingParts();
  return (
    <>
      <ScrollToTop />
      <WhenLive>
        <StaticLinks />
      </WhenLive>
      <Outlet />
    </>
  );
}

/** Every route of spec §2 with its guard, and the password reset pages. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          {
            path: HOME_PATH,
            ...page(
              () => import('./routes/home'),
              (m) => m.HomePage,
            ),
          },
          {
            path: PRODUCTS_PATH,
            ...page(
              () => import('./routes/products'),
              (m) => m.ProductsPage,
            ),
          },
          {
            // The search results: `?q=` holds what was typed, unlike the listing's category.
            path: SEARCH_PATH,
            ...page(
              () => import('./routes/search'),
              (m) => m.SearchPage,
            ),
          },
          {
            path: '/product-details/:id',
            ...page(
              () => import('./routes/product-details'),
              (m) => m.ProductDetailsPage,
            ),
          },
          {
            path: CONTACT_PATH,
            ...page(
              () => import('./routes/contact'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: '/success',
            ...page(
              () => import('./routes/success'),
              (m) => m.SuccessPage,
            ),
          },
          {
            path: '/cancel',
            ...page(
              () => import('./routes/cancel'),
              (m) => m.CancelPage,
            ),
          },
          {
            path: CART_PATH,
            ...page(
              () => import('./routes/cart'),
              (m) => m.CartPage,
              forUser,
            ),
          },
          {
            path: CHECKOUT_PATH,
            ...page(
              () => import('./routes/checkout'),
              (m) => m.CheckoutPage,
              forUser,
            ),
          },
          {
            path: LOGIN_PATH,
            ...page(
              () => import('./routes/login'),
              (m) => m.LoginPage,
              forGuest,
            ),
          },
          {
            path: REGISTER_PATH,
            ...page(
              () => import('./routes/register'),
              (m) => m.RegisterPage,
              forGuest,
            ),
          },
          {
            // Open to everyone: a visitor's wishlist is kept on the device.
            path: WISHLIST_PATH,
            ...page(
              () => import('./routes/wishlist'),
              (m) => m.WishlistPage,
            ),
          },
          {
            path: COMPARE_PATH,
            ...page(
              () => import('./routes/compare'),
              (m) => m.ComparePage,
            ),
          },
          {
            // Open to everyone: a reset link may be followed on a device where someone is signed in.
            path: RESET_PASSWORD_PATH,
            ...page(
              () => import('./routes/password-reset'),
              (m) => m.PasswordResetPage,
            ),
          },
          {
            path: '*',
            ...page(
              () => import('./routes/not-found'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        ...page(
          () => import('./layouts/account-layout'),
          (m) => m.AccountLayout,
          forUser,
        ),
        children: [
          {
            path: DASHBOARD_PATH,
            ...page(
              () => import('./routes/dashboard'),
              (m) => m.DashboardPage,
            ),
          },
          {
            // The order's page and its receipt, each drawn by the orders feature.
            path: '/orders/:id/*',
            ...page(
              () => import('./routes/order'),
              (m) => m.OrderRoutePage,
            ),
          },
          {
            // The operator's desk pages, for admins.
            path: '/desk/*',
            ...page(
              () => import('./routes/desk'),
              (m) => m.DeskRoutePage,
            ),
          },
        ],
      },
    ],
  },
];

/** The shop's pages, under whichever router the caller gives (browser, or static at build time). */
export function ShopRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the chunks of the pages drawn at `location`, so that the first render is the page itself
 * (as a prerendered page was drawn, which hydration needs) rather than a blank wait.
 */
export async function preloadRoute(location: Pick<Location, 'pathname'>) {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      const handle = route.handle as { preload?: () => Promise<unknown> } | undefined;
      await handle?.preload?.();
    }),
  );
}
