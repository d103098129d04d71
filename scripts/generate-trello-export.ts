/// <reference types="node" />
/**
 * A realistic Trello board export ("Export as JSON") of any size, for benchmarks and tests: the shape and the
 * proportions of a busy real board, deterministic for a given seed.
 *
 * Proportions (per open card unless said otherwise), from the fixtures and Trello's own numbers:
 * - lists: `lists` open lists, plus `archivedLists` archived ones (empty); `pos` in steps of 16,384 as Trello writes;
 * - labels: 12 board labels (Trello's 6 colours named, plus 6 more); ~60% of cards carry 1–3 of them, with the
 *   card's own `labels` copies as real exports have;
 * - descriptions: ~50% of cards, 40–1,200 characters of Markdown-ish text;
 * - due dates: ~25% of cards (a third of those done); start dates on ~5%;
 * - members: 8 board members, ~30% of cards with 1–2 of them;
 * - checklists: ~20% of cards with one checklist of 3–8 items (~40% done), a few with two;
 * - comments: `comments` `commentCard` actions (default 1,000, Trello's cap on actions per export), newest first;
 * - attachments: ~5% of cards with 1–2 link attachments (`isUpload` false) or uploads kept as links;
 * - `archivedCards` archived cards beyond `cards` (default 0), and Trello's noise fields (badges, limits, urls…).
 *
 * Use: `generateTrelloExport({ cards: 5000, lists: 50, seed: 1 })` returns the export as a plain object; from the
 * shell, `npx tsx scripts/generate-trello-export.ts --cards 5000 --lists 50 --seed 1 --out /tmp/board.json`
 * writes it to a file (stdout without `--out`).
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** What to generate; every count is exact. */
export interface GenerateOptions {
  /** Open cards, spread over the open lists (uneven, like a real board). */
  cards: number;
  /** Open lists. */
  lists: number;
  /** The PRNG seed: the same seed gives the same export (ids, texts, dates). Default 1. */
  seed?: number;
  /** `commentCard` actions. Default min(1,000, cards) — Trello exports at most 1,000 actions. */
  comments?: number;
  /** Archived cards added to the open ones. Default 0. */
  archivedCards?: number;
  /** Archived, empty lists added to the open ones. Default 0. */
  archivedLists?: number;
  /** The board's name. Default "Generated board (N cards)". */
  name?: string;
}

/** The export as Trello writes it, typed just enough for callers to count what is in it. */
export interface GeneratedExport {
  id: string;
  name: string;
  desc: string;
  closed: boolean;
  prefs: { background: string; backgroundColor: string };
  labelNames: Record<string, string>;
  labels: { id: string; idBoard: string; name: string; color: string }[];
  lists: { id: string; name: string; closed: boolean; pos: number; idBoard: string }[];
  cards: GeneratedCard[];
  checklists: {
    id: string;
    idBoard: string;
    idCard: string;
    name: string;
    pos: number;
    checkItems: { id: string; idChecklist: string; name: string; state: string; pos: number }[];
  }[];
  members: { id: string; fullName: string; username: string; initials: string }[];
  actions: {
    id: string;
    idMemberCreator: string;
    type: string;
    date: string;
    data: { text: string; card: { id: string; name: string }; board: { id: string }; list: { id: string } };
    memberCreator: { id: string; fullName: string; username: string };
  }[];
  [key: string]: unknown;
}

/** One card of a generated export. */
export interface GeneratedCard {
  id: string;
  name: string;
  desc: string;
  closed: boolean;
  idList: string;
  idBoard: string;
  pos: number;
  due: string | null;
  dueComplete: boolean;
  start: string | null;
  idLabels: string[];
  labels: { id: string; idBoard: string; name: string; color: string }[];
  idMembers: string[];
  idChecklists: string[];
  attachments: {
    id: string;
    name: string;
    url: string;
    isUpload: boolean;
    bytes: number | null;
    mimeType: string | null;
    date: string;
  }[];
  [key: string]: unknown;
}

/** mulberry32: a small, fast, seedable PRNG; returns floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'plan paint fence order tiles call plumber check budget draft review ship release fix login page bug ' +
  'design mockup write copy test deploy server update docs meeting notes garden kitchen invoice client ' +
  'sprint backlog story estimate research compare quotes book flights hotel pack move boxes clean garage'
).split(' ');
const COLORS = ['green', 'yellow', 'orange', 'red', 'purple', 'blue', 'sky', 'lime', 'pink', 'black'];
const LABEL_NAMES = [
  'Urgent',
  'Bug',
  'Feature',
  'Blocked',
  'Waiting',
  'Design',
  'Backend',
  'Frontend',
  'Docs',
  'Ops',
  'Later',
  'Quick win',
];
const PEOPLE = [
  'Ana Lima',
  'Ben Okafor',
  'Chen Wei',
  'Dana Kowalski',
  'Emil Novak',
  'Farah Haddad',
  'Gus Olsen',
  'Hana Sato',
];
const MD_BITS = [
  '**Important:** ',
  '- [ ] ',
  '- ',
  '`code` ',
  '[link](https://example.com/docs) ',
  '> quoted ',
  '# Heading\n',
];

/** Generates a Trello board export; see the file header for what is in it. */
export function generateTrelloExport(options: GenerateOptions): GeneratedExport {
  const { cards: openCards, lists: openLists } = options;
  const rand = prng(options.seed ?? 1);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
  const chance = (p: number) => rand() < p;
  let idCounter = 0;
  // Trello ids are 24 hex digits: a timestamp-like prefix, then a counter, so they are unique and look real.
  const id = () =>
    `5e${(0x4422fc00 + idCounter).toString(16).padStart(8, '0')}${(++idCounter).toString(16).padStart(14, '0')}`;
  const words = (min: number, max: number) =>
    Array.from({ length: int(min, max) }, () => pick(WORDS)).join(' ');
  const sentence = () => {
    const s = words(4, 14);
    return s.charAt(0).toUpperCase() + s.slice(1) + '.';
  };
  const description = () => {
    const target = int(40, 1200);
    let text = '';
    while (text.length < target)
      text += (chance(0.2) ? pick(MD_BITS) : '') + sentence() + (chance(0.3) ? '\n\n' : ' ');
    return text.trim();
  };
  const t0 = Date.UTC(2024, 0, 1);
  const date = (from: number, spanDays: number) =>
    new Date(from + Math.floor(rand() * spanDays * 86_400_000)).toISOString();

  const boardId = id();
  const labels = LABEL_NAMES.map((name, i) => ({
    id: id(),
    idBoard: boardId,
    name,
    color: COLORS[i % COLORS.length] as string,
  }));
  const members = PEOPLE.map((fullName) => ({
    id: id(),
    fullName,
    username: fullName.toLowerCase().replace(/\s+/g, ''),
    initials: fullName
      .split(' ')
      .map((p) => p[0])
      .join(''),
  }));

  const lists: GeneratedExport['lists'] = [];
  const listCount = openLists + (options.archivedLists ?? 0);
  for (let i = 0; i < listCount; i++) {
    lists.push({
      id: id(),
      name: `${pick(['To do', 'Doing', 'Review', 'Done', 'Ideas', 'Sprint'])} ${i + 1}`,
      closed: i >= openLists,
      pos: (i + 1) * 16_384,
      idBoard: boardId,
    });
  }

  // Uneven spread: each open list gets a weight, so some lists are long (hundreds) and some short, as on real boards.
  const weights = Array.from({ length: openLists }, () => 0.2 + rand() * 1.8);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const perList = weights.map((w) => Math.floor((w / totalWeight) * openCards));
  for (let i = 0, missing = openCards - perList.reduce((a, b) => a + b, 0); missing > 0; i++, missing--) {
    perList[i % openLists] = (perList[i % openLists] ?? 0) + 1;
  }

  const cards: GeneratedCard[] = [];
  const checklists: GeneratedExport['checklists'] = [];
  const makeCard = (listId: string, pos: number, closed: boolean): GeneratedCard => {
    const cardId = id();
    const cardLabels = chance(0.6) ? [...new Set(Array.from({ length: int(1, 3) }, () => pick(labels)))] : [];
    const due = chance(0.25) ? date(t0, 400) : null;
    const card: GeneratedCard = {
      id: cardId,
      name: sentence().slice(0, 120),
      desc: chance(0.5) ? description() : '',
      closed,
      idList: listId,
      idBoard: boardId,
      pos,
      due,
      dueComplete: due !== null && chance(0.33),
      start: chance(0.05) ? date(t0 - 30 * 86_400_000, 30) : null,
      idLabels: cardLabels.map((l) => l.id),
      labels: cardLabels,
      idMembers: chance(0.3)
        ? [...new Set([pick(members).id, ...(chance(0.3) ? [pick(members).id] : [])])]
        : [],
      idChecklists: [],
      attachments: [],
      shortLink: cardId.slice(-8),
      url: `https://trello.com/c/${cardId.slice(-8)}`,
      dateLastActivity: date(t0, 400),
      badges: { comments: 0, attachments: 0, checkItems: 0, checkItemsChecked: 0, description: false, due },
      cover: { idAttachment: null, color: null, size: 'normal', brightness: 'light' },
      limits: { attachments: { perCard: { status: 'ok', disableAt: 1000, warnAt: 900 } } },
      customFieldItems: [],
      pluginData: [],
    };
    if (chance(0.2)) {
      for (let c = 0, n = chance(0.1) ? 2 : 1; c < n; c++) {
        const checklistId = id();
        card.idChecklists.push(checklistId);
        checklists.push({
          id: checklistId,
          idBoard: boardId,
          idCard: cardId,
          name: c === 0 ? 'Checklist' : 'Follow-up',
          pos: (c + 1) * 16_384,
          checkItems: Array.from({ length: int(3, 8) }, (_, k) => ({
            id: id(),
            idChecklist: checklistId,
            name: words(2, 6),
            state: chance(0.4) ? 'complete' : 'incomplete',
            pos: (k + 1) * 16_384,
          })),
        });
      }
    }
    if (chance(0.05)) {
      for (let a = 0, n = int(1, 2); a < n; a++) {
        const upload = chance(0.5);
        const name = upload ? `${pick(WORDS)}-${a}.${pick(['pdf', 'png', 'docx'])}` : 'Spec on example.com';
        card.attachments.push({
          id: id(),
          name,
          url: upload
            ? `https://trello.com/1/cards/${cardId}/attachments/${a}/download/${name}`
            : `https://example.com/spec/${cardId}`,
          isUpload: upload,
          bytes: upload ? int(1_000, 5_000_000) : null,
          mimeType: upload ? 'application/octet-stream' : null,
          date: date(t0, 400),
        });
      }
    }
    return card;
  };

  lists.slice(0, openLists).forEach((list, i) => {
    for (let k = 0; k < (perList[i] ?? 0); k++)
      cards.push(makeCard(list.id, (k + 1) * 16_384 + rand(), false));
  });
  for (let k = 0; k < (options.archivedCards ?? 0); k++) {
    const list = lists[k % Math.max(1, openLists)];
    if (list) cards.push(makeCard(list.id, 1e9 + k, true));
  }

  const commentCount = options.comments ?? Math.min(1_000, openCards);
  const actions: GeneratedExport['actions'] = [];
  for (let k = 0; k < commentCount && cards.length > 0; k++) {
    const card = pick(cards);
    const author = pick(members);
    actions.push({
      id: id(),
      idMemberCreator: author.id,
      type: 'commentCard',
      // Newest first, as Trello lists actions.
      date: new Date(t0 + 400 * 86_400_000 - k * 3_600_000).toISOString(),
      data: {
        text: chance(0.2) ? description().slice(0, 600) : sentence(),
        card: { id: card.id, name: card.name },
        board: { id: boardId },
        list: { id: card.idList },
      },
      memberCreator: { id: author.id, fullName: author.fullName, username: author.username },
    });
  }

  return {
    id: boardId,
    name: options.name ?? `Generated board (${openCards.toLocaleString('en-US')} cards)`,
    desc: 'A board generated by scripts/generate-trello-export.ts.',
    closed: false,
    prefs: { background: 'blue', backgroundColor: '#0079BF' },
    labelNames: Object.fromEntries(labels.slice(0, 6).map((l) => [l.color, l.name])),
    labels,
    lists,
    cards,
    checklists,
    members,
    actions,
    customFields: [],
    pluginData: [],
    limits: { cards: { openPerBoard: { status: 'ok', disableAt: 5000, warnAt: 4500 } } },
  };
}

/** Reads `--name value` flags. */
function flag(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const num = (name: string, fallback?: number) => {
    const raw = flag(args, name);
    return raw === undefined ? fallback : Number(raw);
  };
  const json = JSON.stringify(
    generateTrelloExport({
      cards: num('cards', 5_000) ?? 5_000,
      lists: num('lists', 50) ?? 50,
      seed: num('seed', 1),
      comments: num('comments'),
      archivedCards: num('archived-cards'),
      archivedLists: num('archived-lists'),
    }),
  );
  const out = flag(args, 'out');
  if (out) {
    writeFileSync(out, json);
    console.error(`Wrote ${out} (${(json.length / 1024 / 1024).toFixed(1)} MB).`);
  } else process.stdout.write(json);
}
