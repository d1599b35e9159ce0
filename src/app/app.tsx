import { Provider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { useAuthSession } from '@/features/auth';
import { useCartSync } from '@/features/cart';
import { useCatalogSync } from '@/features/catalog';

import { createRouter } from './router';
import { UpdatePrompt } from './update-prompt';

function Session() {
  useAuthSession();
  useCatalogSync();
  useCartSync();
  return null;
}

export function App() {
  const [router] = useState(createRouter);
  return (
    <Provider>
      <Session />
      <UpdatePrompt />
      <RouterProvider router={router} />
    </Provider>
  );
}
