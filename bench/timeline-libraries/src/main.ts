export {};
// Renders the cards with the library named in `?lib=` and marks, in `window.__ready`, the first frame where one of
// its bars is on screen (ms since navigation start, as bench/views.ts's marks).
const lib = new URLSearchParams(location.search).get('lib') ?? 'frappe';
const BARS: Record<string, string> = {
  frappe: '.bar-wrapper',
  vis: '.vis-item',
  rct: '.rct-item',
  svar: '.wx-bar',
};
declare global {
  interface Window {
    __ready?: number;
    __error?: string;
  }
}
const check = () => {
  const bar = document.querySelector(BARS[lib] ?? '.none');
  const box = bar?.getBoundingClientRect();
  if (box && box.width > 0 && box.bottom > 0 && box.top < innerHeight) window.__ready = performance.now();
  else requestAnimationFrame(check);
};
requestAnimationFrame(check);
const root = document.getElementById('root') as HTMLElement;
const load: Record<string, () => Promise<{ render: (root: HTMLElement) => void }>> = {
  frappe: () => import('./frappe'),
  vis: () => import('./vis'),
  rct: () => import('./rct'),
  svar: () => import('./svar'),
};
load[lib]?.()
  .then((m) => m.render(root))
  .catch((e: unknown) => {
    window.__error = String(e);
  });
window.addEventListener('error', (e) => {
  window.__error = String(e.message);
});
