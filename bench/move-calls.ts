// Work per card move, counted rather than timed (counts do not move with the machine's load): V8's precise
// coverage call counts of chosen functions over 6 real drag-and-drop moves on the 5,000-card board, per move —
// `useTranslation` (react-i18next's and ours: one per render of a translated component), i18next's `translate`
// (one per message looked up) and `hasLoadedNamespace`. Needs a build whose function names survive:
// npx vite build --outDir .tmp/dist-names --minify false && LANES_DIST=.tmp/dist-names npx tsx bench/move-calls.ts
import { dragCardOnto, openBigBoard, topCards } from './app';
import { launch, startPreview } from './browser';
const preview = await startPreview();
const browser = await launch();
try {
  const page = await openBigBoard(browser, preview.url, 1_500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  await cdp.send('Profiler.takePreciseCoverage');
  const MOVES = 6;
  for (let i = 0; i < MOVES; i++) {
    // The first card of list A above the first of list B, then back.
    const [first, second] = (await topCards(page)).cards;
    await (i % 2 ? dragCardOnto(page, second, first) : dragCardOnto(page, first, second));
    await page.waitForTimeout(400);
  }
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const counts: Record<string, number> = {};
  for (const script of result)
    for (const fn of script.functions) {
      if (['hasLoadedNamespace', 'translate', 'useTranslation'].includes(fn.functionName))
        counts[fn.functionName] = (counts[fn.functionName] ?? 0) + (fn.ranges[0]?.count ?? 0);
    }
  const per = (name: string) => ((counts[name] ?? 0) / MOVES).toFixed(1);
  console.log(
    `calls per drag move (${MOVES} moves, 5,000-card board): useTranslation ${per('useTranslation')} ` +
      `(ours and react-i18next's count one each per render), translate ${per('translate')}, ` +
      `hasLoadedNamespace ${per('hasLoadedNamespace')}`,
  );
} finally {
  await browser.close();
  preview.stop();
}
