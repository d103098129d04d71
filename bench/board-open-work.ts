// The browser's work to open the 5,000-card board, read from a Chromium trace rather than timed: the main thread's
// CPU time from navigation start to the first interactive frame (board-open.ts's mark), split by kind (script,
// style, layout, paint, garbage collection), and the React commits before that frame (counted through React's
// DevTools hook). A loaded machine stretches wall-clock time far more than it moves this work, so builds can be
// compared in a shared session: LANES_DISTS="a,b" alternates the builds run by run (each served on its own port
// from LANES_BENCH_PORT up, each with its own account and boards); the wall-clock time is printed beside.
// Digging: PROFILE=1 samples every open (V8 CPU profile) and prints the functions with the most self and total time
// (names need an unminified build: `npx vite build --outDir .tmp/dist-names --minify false`); LOG=1 prints each
// React commit (ms, lists and tiles in the page, the components rendered); TRACE_OUT=prefix keeps each trace (and
// profile) as prefix-<build>-<run>.json for Chrome's Performance panel; TRACE_CATEGORIES=IndexedDB,toplevel adds
// categories to the trace (what the main thread's unnamed tasks carry).
// Run: npx vite build --outDir .tmp/dist-bench && LANES_DISTS=.tmp/dist-bench npx tsx bench/board-open-work.ts [RUNS]
import { writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { BIG_BOARD, generatedFile, importThroughUi, signUp, skipWithoutFixture, FIXTURE_BOARD } from './app';
import { launch, startPreview } from './browser';
import { addProfile, topLines, type CpuProfile } from './cpu-profile';
import { median, summary } from './stats';

skipWithoutFixture('board-open-work');

const RUNS = Number(process.argv[2] ?? 5);
const DISTS = (process.env.LANES_DISTS ?? process.env.LANES_DIST ?? 'dist').split(',');
const BASE_PORT = Number(process.env.LANES_BENCH_PORT ?? 4180);
const PROFILE = process.env.PROFILE === '1';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** CPU time of the thread (µs): what the machine's load moves least. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** What one open cost. */
interface OpenWork {
  interactiveMs: number;
  busyMs: number;
  /** Wall time of the main thread's tasks beyond their CPU time (the machine's load, mostly). */
  stalledMs: number;
  byKind: Record<string, number>;
  commits: number;
}

/** Trace event names (self time) grouped by kind; the rest of RunTask's time counts as "other". */
const KINDS: Record<string, string> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.produceModuleCache': 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  'V8.Execute': 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
  ParseHTML: 'parse',
};

/**
 * Counts React commits in `window.__lanesCommits` (React calls the DevTools hook on every commit, production builds
 * too) and marks `lanes-interactive` at the first frame with `lists` lists and a clickable card title.
 */
function initScript(lists: number): string {
  return `(() => {
    window.__lanesCommits = 0;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), inject() { return 1; },
      onCommitFiberRoot(id, root) {
        if (window.__lanesInteractive) return;
        window.__lanesCommits++;
        if (!${process.env.LOG === '1'}) return;
        // Which components rendered in this commit (PerformedWork), by name: LOG=1 with an unminified build.
        const rendered = {};
        const stack = [root.current];
        while (stack.length) {
          const f = stack.pop();
          if (f.child) stack.push(f.child);
          if (f.sibling) stack.push(f.sibling);
          if (typeof f.type === 'function' && (f.flags & 1)) {
            const name = f.type.displayName || f.type.name || '?';
            rendered[name] = (rendered[name] || 0) + 1;
          }
        }
        const top = Object.entries(rendered).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([n, c]) => n + ' ' + c);
        (window.__lanesLog ||= []).push([Math.round(performance.now()), 'commit',
          document.querySelectorAll('.list-column').length, document.querySelectorAll('.card-tile').length,
          document.querySelector('.loading') ? 'loading' : '', top.join(', ')]);
      },
      onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
    };
    const check = () => {
      if (location.pathname.startsWith('/b/') && document.querySelectorAll('.list-column').length >= ${lists}) {
        const link = document.querySelector('.card-tile .card-title');
        const box = link && link.getBoundingClientRect();
        if (box && box.width > 0) {
          const hit = document.elementFromPoint(box.x + Math.min(10, box.width / 2), box.y + box.height / 2);
          if (hit && link.contains(hit)) {
            window.__lanesInteractive = performance.now();
            performance.mark('lanes-interactive');
            return;
          }
        }
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

/** The main thread's work from navigation start to the `lanes-interactive` mark, from `events`. */
function workOf(events: readonly TraceEvent[], interactiveMs: number, commits: number): OpenWork {
  const mark = events.find((e) => e.name === 'lanes-interactive');
  if (!mark) throw new Error('no lanes-interactive mark in the trace');
  const main = events.find(
    (e) =>
      e.pid === mark.pid && e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tid = main?.tid ?? mark.tid;
  const end = mark.ts;
  const start = end - interactiveMs * 1000;
  const own = events
    .filter(
      (e) => e.pid === mark.pid && e.tid === tid && e.ph === 'X' && e.ts < end && e.ts + (e.dur ?? 0) > start,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The event's CPU time, its share inside the window when it straddles an end.
  const clip = (e: TraceEvent) => {
    const dur = e.dur ?? 0;
    const inside = Math.min(e.ts + dur, end) - Math.max(e.ts, start);
    return dur > 0 ? ((e.tdur ?? dur) * inside) / dur : 0;
  };
  // Tasks nest (a task run inside another's nested loop): count only the outermost. A task's wall time beyond its
  // CPU time is mostly time the thread was ready but not running (other processes had the cores).
  let busy = 0;
  let stalled = 0;
  let until = start;
  for (const e of own) {
    if (e.name !== 'RunTask' || e.ts < until) continue;
    busy += clip(e);
    const dur = e.dur ?? 0;
    stalled +=
      dur > 0 ? ((dur - (e.tdur ?? dur)) * (Math.min(e.ts + dur, end) - Math.max(e.ts, start))) / dur : 0;
    until = e.ts + dur;
  }
  // Self time per kind: an event's time minus its children's, children found by nesting (X events nest).
  const byKind: Record<string, number> = {};
  const stack: { e: TraceEvent; kind: string | undefined; children: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.e.ts + (top.e.dur ?? 0) > upTo) break;
      stack.pop();
      const self = clip(top.e) - top.children;
      const kind = top.kind ?? (stack.length === 0 ? 'other' : undefined);
      if (kind) byKind[kind] = (byKind[kind] ?? 0) + self;
      else if (stack.length > 0) stack[stack.length - 1]!.children -= self; // unknown: its parent keeps the time
      if (stack.length > 0) stack[stack.length - 1]!.children += clip(top.e);
    }
  };
  for (const e of own) {
    close(e.ts);
    stack.push({ e, kind: KINDS[e.name], children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  const ms: Record<string, number> = {};
  for (const [k, v] of Object.entries(byKind)) ms[k] = v / 1000;
  return { interactiveMs, busyMs: busy / 1000, stalledMs: stalled / 1000, byKind: ms, commits };
}

/** One build, served and set up: a page with its big board, and the board's path. */
interface Subject {
  dist: string;
  url: string;
  page: Page;
  bigPath: string;
  stop: () => void;
  results: OpenWork[];
  self: Map<string, number>;
  total: Map<string, number>;
}

async function setUp(browser: Browser, dist: string, port: number): Promise<Subject> {
  const preview = await startPreview(port, dist);
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const setup = await context.newPage();
  await signUp(setup, preview.url);
  const big = await importThroughUi(setup, preview.url, generatedFile(BIG_BOARD));
  await importThroughUi(setup, preview.url, FIXTURE_BOARD);
  await setup.close();
  const page = await context.newPage();
  await page.addInitScript({ content: initScript(50) });
  // One untraced open: the code and the database's files are then as warm as for a user's reload.
  await page.goto(`${preview.url}${big.boardPath}`);
  await page.waitForFunction(() => (window as unknown as { __lanesInteractive?: number }).__lanesInteractive);
  return {
    dist,
    url: preview.url,
    page,
    bigPath: big.boardPath,
    stop: preview.stop,
    results: [],
    self: new Map(),
    total: new Map(),
  };
}

async function openOnce(browser: Browser, s: Subject): Promise<void> {
  await s.page.bringToFront();
  let cdp: CDPSession | undefined;
  if (PROFILE) {
    cdp = await s.page.context().newCDPSession(s.page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await browser.startTracing(s.page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'blink.user_timing',
      ...(process.env.TRACE_STACKS === '1' ? ['disabled-by-default-devtools.timeline.stack'] : []),
      ...(process.env.TRACE_INVALIDATIONS === '1' ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
      ...(process.env.TRACE_CATEGORIES?.split(',') ?? []),
    ],
  });
  await s.page.goto(`${s.url}${s.bigPath}`);
  const handle = await s.page.waitForFunction(
    () => (window as unknown as { __lanesInteractive?: number }).__lanesInteractive,
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  const interactiveMs = Number(await handle.jsonValue());
  const commits = Number(await s.page.evaluate('window.__lanesCommits'));
  if (process.env.LOG === '1')
    for (const line of ((await s.page.evaluate('window.__lanesLog')) ?? []) as unknown[][])
      console.log(line.join(' | '));
  if (process.env.LOG === '1')
    console.log(
      await s.page.evaluate(() =>
        performance
          .getEntriesByType('mark')
          .map((m) => `${m.name} ${Math.round(m.startTime)}`)
          .join(', '),
      ),
    );
  const buffer = await browser.stopTracing();
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    addProfile(profile as CpuProfile, s.self, s.total);
    if (process.env.TRACE_OUT)
      writeFileSync(
        `${process.env.TRACE_OUT}-${subjects.indexOf(s)}-${s.results.length}.cpuprofile`,
        JSON.stringify(profile),
      );
    await cdp.detach();
  }
  if (process.env.TRACE_OUT)
    writeFileSync(`${process.env.TRACE_OUT}-${subjects.indexOf(s)}-${s.results.length}.json`, buffer);
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  s.results.push(workOf(traceEvents, interactiveMs, commits));
}

const browser = await launch();
const subjects: Subject[] = [];
try {
  for (const [i, dist] of DISTS.entries()) subjects.push(await setUp(browser, dist, BASE_PORT + i));
  for (let run = 0; run < RUNS; run++) {
    for (const s of run % 2 ? [...subjects].reverse() : subjects) await openOnce(browser, s);
  }
  for (const s of subjects) {
    const r = s.results;
    const kinds = [...new Set(r.flatMap((w) => Object.keys(w.byKind)))].sort();
    console.log(`${s.dist}: board open, 5,000 cards, ${RUNS} runs`);
    console.log(`  navigation → interactive, ms: ${summary(r.map((w) => w.interactiveMs))}`);
    console.log(`  main thread CPU time before it, ms: ${summary(r.map((w) => w.busyMs))}`);
    console.log(
      `  its tasks' wall time beyond their CPU time, ms: ${summary(r.map((w) => w.stalledMs))}; navigation → ` +
        `interactive without it: ${summary(r.map((w) => w.interactiveMs - w.stalledMs))}`,
    );
    for (const k of kinds) console.log(`    ${k}: ${median(r.map((w) => w.byKind[k] ?? 0)).toFixed(0)}`);
    console.log(`  React commits before it: ${summary(r.map((w) => w.commits))}`);
    if (PROFILE) {
      console.log('  CPU profile, mean per open, self time (ms):');
      console.log(topLines(s.self, RUNS, 30).join('\n'));
      console.log('  total time (ms):');
      console.log(topLines(s.total, RUNS, 60).join('\n'));
    }
  }
} finally {
  await browser.close();
  for (const s of subjects) s.stop();
}
