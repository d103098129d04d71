/** The app: the backend, toasts and the recent-sign-in prompt around the router. */
import { BackendProvider } from '../backend/context';
import type { Backend } from '../backend/ports';
import { RecentSignIn } from '../features/auth/RecentSignIn';
import { NowProvider } from '../ui/now';
import { ToastProvider } from '../ui/toast';
import { AppRoutes } from './router';

export function App({ backend }: { backend: Backend }) {
  return (
    <BackendProvider backend={backend}>
      <ToastProvider>
        <NowProvider>
          <RecentSignIn>
            <AppRoutes />
          </RecentSignIn>
        </NowProvider>
      </ToastProvider>
    </BackendProvider>
  );
}
