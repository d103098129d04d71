/** The app: the backend and toasts around the router. */
import { BackendProvider } from '../backend/context';
import type { Backend } from '../backend/ports';
import { NowProvider } from '../ui/now';
import { ToastProvider } from '../ui/toast';
import { AppRoutes } from './router';

export function App({ backend }: { backend: Backend }) {
  return (
    <BackendProvider backend={backend}>
      <ToastProvider>
        <NowProvider>
          <AppRoutes />
        </NowProvider>
      </ToastProvider>
    </BackendProvider>
  );
}
