import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Outlet } from 'react-router-dom';

import { RequireGuest, RequireUser } from './guards';
import { AccountLayout } from './layouts/account-layout';
import { ShopLayout } from './layouts/shop-layout';
import { CancelPage } from './routes/cancel';
import { CartPage } from './routes/cart';
import { CheckoutPage } from './routes/checkout';
import { ContactPage } from './routes/contact';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { ProductDetailsPage } from './routes/product-details';
import { ProductsPage } from './routes/products';
import { SuccessPage } from './routes/success';
import { ScrollToTop } from './scroll-to-top';

// The account pages carry the Firebase Auth client; they load on demand.
const LoginPage = lazy(() => import('./routes/login').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() =>
  import('./routes/register').then((module) => ({ default: module.RegisterPage })),
);
const DashboardPage = lazy(() =>
  import('./routes/dashboard').then((module) => ({ default: module.DashboardPage })),
);

function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="p-8 text-center text-gray-700">
          Loading…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

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
          { path: '/products', element: <ProductsPage /> },
          { path: '/product-details/:id', element: <ProductDetailsPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/success', element: <SuccessPage /> },
          { path: '/cancel', element: <CancelPage /> },
          {
            path: '/cart',
            element: (
              <RequireUser>
                <CartPage />
              </RequireUser>
            ),
          },
          {
            path: '/checkout',
            element: (
              <RequireUser>
                <CheckoutPage />
              </RequireUser>
            ),
          },
          {
            path: '/login',
            element: (
              <RequireGuest>
                <LoginPage />
              </RequireGuest>
            ),
          },
          {
            path: '/register',
            element: (
              <RequireGuest>
                <RegisterPage />
              </RequireGuest>
            ),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        element: (
          <RequireUser>
            <AccountLayout />
          </RequireUser>
        ),
        children: [
          {
            path: '/dashboard',
            element: (
              <Deferred>
                <DashboardPage />
              </Deferred>
            ),
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
