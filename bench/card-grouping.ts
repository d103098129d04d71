// The board's grouping of its cards by list (features/board/card-overlay.ts) when a snapshot brings one changed card,
// as every move, edit or remote change does: the 5,000-card board's 50 lists, RUNS snapshots (default 400) each with
// one card moved to another list or edited, timed in Node (ms per snapshot), against a baseline in the same run,
// alternated snapshot by snapshot: the previous main's grouper (LANES_BASELINE_ROOT: a checkout of it) or, without
// one, a grouper made afresh for each snapshot (every card grouped and sorted again, as main did).
// Run: npx tsx bench/card-grouping.ts [RUNS]   (LANES_BENCH_SMOKE=1: 20 snapshots, no claim)
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Card } from '../src/domain/model';
import { keysBetween } from '../src/domain/ordering';
import { sampleCard } from '../src/domain/samples';
import { createCardGrouper } from '../src/features/board/card-overlay';
import { median, summary } from './stats';

const SMOKE = process.env.LANES_BENCH_SMOKE === '1';
const RUNS = SMOKE ? 20 : Number(process.argv[2] ?? 400);
const LISTS = 50;
const PER_LIST = 100;

type Grouper = typeof createCardGrouper;

/** The baseline's grouper: the previous main's, or this one's made afresh for every snapshot. */
async function baseline(): Promise<{ name: string; group: (cards: readonly Card[]) => unknown }> {
  const root = process.env.LANES_BASELINE_ROOT;
  if (root) {
    const module = (await import(resolve(root, 'src/features/board/card-overlay.ts'))) as {
      createCardGrouper: Grouper;
    };
    const group = module.createCardGrouper();
    return { name: `previous main (${root})`, group: (cards) => group(cards) };
  }
  return { name: 'a grouper made afresh each time', group: (cards) => createCardGrouper()(cards) };
}

const ranks = keysBetween(null, null, PER_LIST);
let cards: Card[] = [];
for (let l = 0; l < LISTS; l++)
  for (let c = 0; c < PER_LIST; c++)
    cards.push(sampleCard({ id: `c${l}-${c}`, listId: `l${l}`, rank: ranks[c] ?? 'a0', title: `Card ${c}` }));

const base = await baseline();
const group = createCardGrouper();
group(cards);
base.group(cards);

const ours: number[] = [];
const theirs: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const at = (i * 7919) % cards.length;
  const card = cards[at] as Card;
  // Every other snapshot moves the card to the next list, the rest edit its title: a new object either way.
  const changed =
    i % 2 === 0
      ? { ...card, listId: `l${(Number(card.listId.slice(1)) + 1) % LISTS}` }
      : { ...card, title: `${i}` };
  cards = cards.map((c, j) => (j === at ? changed : c));
  const first = i % 2 === 0 ? 'ours' : 'theirs';
  for (const who of first === 'ours' ? ['ours', 'theirs'] : ['theirs', 'ours']) {
    const started = performance.now();
    if (who === 'ours') group(cards);
    else base.group(cards);
    (who === 'ours' ? ours : theirs).push(performance.now() - started);
  }
}

const check = group(cards) as { cardsById: ReadonlyMap<string, Card> };
if (check.cardsById.size !== LISTS * PER_LIST) throw new Error(`grouped ${check.cardsById.size} cards`);
console.log(
  `card grouping, ${(LISTS * PER_LIST).toLocaleString('en-US')} cards, a snapshot with one card changed, ms: this build ${summary(ours, 3)}, ` +
    `${base.name} ${summary(theirs, 3)} over ${RUNS} snapshots` +
    (SMOKE ? ' (smoke run: no claim)' : `; ratio ${(median(ours) / median(theirs)).toFixed(2)}×`),
);
