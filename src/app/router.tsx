import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';

import { RequireGuest, RequireUser } from './guards';
import { ShopLayout } from './layouts/shop-layout';
import { HomePage } from './routes/home';
import { ScrollToTop } from './scroll-to-top';

/*
 * Home and the shop's frame come with the first script; every other page is its own chunk, which
 * the router loads before it shows the page (the service worker precaches them all for offline
 * use). Firestore and Auth arrive with the pages and hooks that call them, after the first paint.
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
export const routes = [
  {
    element: <Root />,
    children: [
      {
        element: <ShopLayout />,
        children: [
          { path: '/', element: <HomePage /> },
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

export const createRouter = () => createBrowserRouter(routes);
