import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject } from 'react-router-dom';

import { RequireGuest, RequireUser } from './guards';
import { ShopLayout } from './layouts/shop-layout';
import { ScrollToTop } from './scroll-to-top';

/*
 * The shop's frame comes with the first script; every page is its own chunk, which the router
 * loads before it shows the page (main.tsx loads the first page's before it hydrates it, and the
 * service worker precaches them all for offline use). Firestore and Auth arrive with the pages
 * and hooks that call them, after the first paint.
 */
type Wrap = (page: ReactNode) => ReactNode;
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType, wrap: Wrap = (node) => node) =>
  async () => {
    const Page = pick(await load());
    return { element: wrap(<Page />) };
  };
const forUser: Wrap = (node) => <RequireUser>{node}</RequireUser>;
const forGuest: Wrap = (node) => <RequireGuest>{node}</RequireGuest>;

function Root() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** Every route of spec §2 with its guard. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          {
            path: '/',
            lazy: page(
              () => import('./routes/home'),
              (m) => m.HomePage,
            ),
          },
          {
            path: '/products',
            lazy: page(
              () => import('./routes/products'),
              (m) => m.ProductsPage,
            ),
          },
          {
            path: '/product-details/:id',
            lazy: page(
              () => import('./routes/product-details'),
              (m) => m.ProductDetailsPage,
            ),
          },
          {
            path: '/contact',
            lazy: page(
              () => import('./routes/contact'),
              (m) => m.ContactPage,
            ),
          },
          {
            path: '/success',
            lazy: page(
              () => import('./routes/success'),
              (m) => m.SuccessPage,
            ),
          },
          {
            path: '/cancel',
            lazy: page(
              () => import('./routes/cancel'),
              (m) => m.CancelPage,
            ),
          },
          {
            path: '/cart',
            lazy: page(
              () => import('./routes/cart'),
              (m) => m.CartPage,
              forUser,
            ),
          },
          {
            path: '/checkout',
            lazy: page(
              () => import('./routes/checkout'),
              (m) => m.CheckoutPage,
              forUser,
            ),
          },
          {
            path: '/login',
            lazy: page(
              () => import('./routes/login'),
              (m) => m.LoginPage,
              forGuest,
            ),
          },
          {
            path: '/register',
            lazy: page(
              () => import('./routes/register'),
              (m) => m.RegisterPage,
              forGuest,
            ),
          },
          {
            path: '*',
            lazy: page(
              () => import('./routes/not-found'),
              (m) => m.NotFoundPage,
            ),
          },
        ],
      },
      {
        lazy: page(
          () => import('./layouts/account-layout'),
          (m) => m.AccountLayout,
          forUser,
        ),
        children: [
          {
            path: '/dashboard',
            lazy: page(
              () => import('./routes/dashboard'),
              (m) => m.DashboardPage,
            ),
          },
        ],
      },
    ],
  },
];

/**
 * The shop's router, once the lazy routes of `location` are loaded: its first render is then the
 * page itself (as a prerendered page was drawn, which hydration needs) rather than a blank wait.
 */
export async function createRouter(location: Pick<Location, 'pathname'>) {
  await Promise.all(
    (matchRoutes(routes, location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}
export type AppRouter = Awaited<ReturnType<typeof createRouter>>;
