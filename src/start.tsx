/** Start-up, after main.tsx: read the configuration, load the one backend adapter it names, render the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { nextTask } from './app/next-task';
import { loadBackend } from './backend/load';
import { startBoardEarly } from './backend/early-board';
import { withEarlyPublicRead } from './backend/early-public-board';
import { readEnv } from './config/env';
import { i18next, i18nReady } from './i18n';
import { startTheme } from './ui/theme';

// Keeps a "system" theme in step with the operating system (index.html applied it before first paint).
startTheme();

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  // Each step in a task of its own (next-task.ts): evaluating the modules, asking for the adapter's chunks, asking
  // for the route's, then rendering.
  await nextTask();
  const env = readEnv(import.meta.env);
  // The route's own chunks start with the adapter, once the messages they add to are set up.
  void i18nReady.then(nextTask).then(() => preloadRoute(location.pathname));
  // A board's reads start with the adapter, while the route's chunk loads (early-board.ts, early-public-board.ts).
  const [backend] = await Promise.all([
    loadBackend(env.VITE_LANES_BACKEND).then((b) =>
      withEarlyPublicRead(startBoardEarly(b, location.pathname), location.pathname),
    ),
    i18nReady,
  ]);
  root.render(
    <StrictMode>
      <App backend={backend} />
    </StrictMode>,
  );
}

start().catch((e: unknown) => {
  // Nothing else can show an error yet: say it plainly rather than leave a blank page.
  const message = e instanceof Error ? e.message : String(e);
  root.render(<p role="alert">{i18next.t('cannotStart', { message })}</p>);
});
