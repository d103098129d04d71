/**
 * Start-up's entry: first what can be read before the app's scripts have loaded (early-reads.ts), then the app
 * (start.tsx). The entry imports almost nothing, so it runs as soon as it arrives: the app's ~30 chunks load while
 * IndexedDB reads, instead of before the read can begin.
 */
import { boardBaseOfPath } from './config/paths';
import { startEarlyReads } from './backend/early-reads';
// Here, not in start.tsx: the page's styles stay a stylesheet the HTML links, loaded with the entry.
import './app/styles.css';

startEarlyReads(import.meta.env.VITE_LANES_BACKEND, location.pathname);
// A board's page: its route's scripts load beside the app's, not once the app has run (router.tsx preloadRoute then
// finds them loaded); a public board's page (issue 27) gained most: its route renders, and asks for the board,
// sooner. A failure is the route's to tell, when it renders.
const base = boardBaseOfPath(location.pathname);
if (base === 'b') import('./app/BoardRoute').catch(() => undefined);
else if (base !== null) import('./app/PublicBoardRoute').catch(() => undefined);
import('./start').catch((e: unknown) => {
  // A chunk that could not load (offline before the first visit finished, a deploy that replaced it): said plainly,
  // in English, as the app's messages may be what failed; a blank page would say nothing.
  document.body.textContent = `Lanes could not start (${String(e)}). Reload the page to try again.`;
});
