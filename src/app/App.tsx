/** The app: the backend and toasts around the router. */
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { BackendProvider } from '../backend/context';
import type { Backend } from '../backend/ports';
import { NowProvider } from '../ui/now';
import { ToastProvider } from '../ui/toast';
import { createRouter } from './router';

export function App({ backend }: { backend: Backend }) {
  const [router] = useState(createRouter);
  return (
    <BackendProvider backend={backend}>
      <ToastProvider>
        <NowProvider>
          <RouterProvider router={router} />
        </NowProvider>
      </ToastProvider>
    </BackendProvider>
  );
}
