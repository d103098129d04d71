/**
 * Start-up's entry: first what can be read before the app's scripts have loaded (early-reads.ts), then the app
 * (start.tsx). The entry imports almost nothing, so it runs as soon as it arrives: the app's ~30 chunks load while
 * IndexedDB reads, instead of before the read can begin.
 */
import { startEarlyReads } from './backend/early-reads';
// Here, not in start.tsx: the page's styles stay a stylesheet the HTML links, loaded with the entry.
import './app/styles.css';

startEarlyReads(import.meta.env.VITE_LANES_BACKEND, location.pathname);
import('./start').catch((e: unknown) => {
  // A chunk that could not load (offline before the first visit finished, a deploy that replaced it): without
  // the app's messages, say it plainly in English rather than leave a blank page.
  const root = document.getElementById('root');
  if (!root) return;
  const alert = document.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.textContent = `Lanes could not start: ${e instanceof Error ? e.message : String(e)}. Reload the page to try again.`;
  root.replaceChildren(alert);
});
