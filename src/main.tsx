/** Start-up: read the configuration, load the one backend adapter it names, render the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadBackend } from './backend/load';
import { readEnv } from './config/env';
import './app/styles.css';
import './i18n';

const root = createRoot(document.getElementById('root') as HTMLElement);

async function start() {
  const env = readEnv(import.meta.env);
  const backend = await loadBackend(env.VITE_LANES_BACKEND);
  root.render(
    <StrictMode>
      <App backend={backend} />
    </StrictMode>,
  );
}

start().catch((e: unknown) => {
  // Nothing else can show an error yet: say it plainly rather than leave a blank page.
  const message = e instanceof Error ? e.message : String(e);
  root.render(<p role="alert">Lanes could not start: {message}</p>);
});
