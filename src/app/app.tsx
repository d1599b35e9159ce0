import { Provider } from 'jotai';
import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { useAuthSession } from '@/features/auth';

import { createRouter } from './router';
import { UpdatePrompt } from './update-prompt';

function Session() {
  useAuthSession();
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
