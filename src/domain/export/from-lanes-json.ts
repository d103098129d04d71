/**
 * Reads a Lanes board file (lanes-format.ts) back as a BoardPlan for a NEW board: lists, cards, comments and
 * attachments get fresh ids (the file may come from this very device, where the old ids still exist); labels,
 * checklists and check items keep theirs (they only need to be unique within the board or card); ranks are kept,
 * except where two neighbours share one (see `ranksInOrder`).
 * Pure: it reads and writes nothing.
 */
import { AppError } from '../errors';
import { newId } from '../ids';
import type { BoardPlan } from '../import/plan';
import type { CheckItem, Checklist } from '../model';
import type { ImportReport } from '../import/trello';
import { Skips } from '../import/trello-skips';
import { BLOCKERS_PER_CARD, WIP_LIMIT_MAX } from '../limits';
import { compareRank, keysBetween } from '../ordering';
import { fieldsFromFile, valuesFromFile } from './fields-format';
import {
  LANES_FORMAT_VERSION,
  fromIso,
  lanesExportSchema,
  type ExportCard,
  type LanesExport,
} from './lanes-format';
import { blockerIds } from '../dependencies';

const UNKNOWN_AUTHOR = 'Unknown author';

/** Throws AppError `import/invalid-file` (or `limit-exceeded` for a field over a limit) naming the first problem. */
function parseFile(json: unknown): LanesExport {
  const version = (json as { version?: unknown } | null)?.version;
  if (typeof version === 'number' && version > LANES_FORMAT_VERSION) {
    throw new AppError(
      'import/invalid-file',
      `This file was made by a newer Lanes (format version ${version}); this one reads version ${LANES_FORMAT_VERSION}.`,
    );
  }
  const result = lanesExportSchema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'the file';
  const code = issue?.code === 'too_big' ? 'limit-exceeded' : 'import/invalid-file';
  throw new AppError(code, `Lanes board file, ${where}: ${issue?.message ?? 'not valid'}`, {
    cause: result.error,
  });
}

function firstOfEachId<T extends { id: string }>(rows: readonly T[], onDuplicate: () => void): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    if (seen.has(row.id)) {
      onDuplicate();
      return false;
    }
    seen.add(row.id);
    return true;
  });
}

/**
 * Ranks for `sorted` (already in compareRank order): kept as they are, unless two neighbours share one (two tabs
 * once picked the same gap, and the exporting board broke the tie by its old ids, which the new board replaces
 * with random ones). Then the whole group gets fresh increasing keys, so the new board shows the file's order.
 */
function ranksInOrder(sorted: readonly { id: string; rank: string }[]): Map<string, string> {
  const tied = sorted.some((row, i) => i > 0 && row.rank === sorted[i - 1]?.rank);
  const ranks = tied ? keysBetween(null, null, sorted.length) : sorted.map((row) => row.rank);
  return new Map(sorted.map((row, i) => [row.id, ranks[i] ?? row.rank]));
}

const millisOrNull = (iso: string | null): number | null => (iso === null ? null : fromIso(iso));

/**
 * The file's checklists for the plan: each item keeps its name-only assignee and due date; an account assignee
 * (a uid of the exporting project) is left out, and `onAccount` told.
 */
function planChecklists(checklists: ExportCard['checklists'], onAccount: () => void): Checklist[] {
  return checklists.map((checklist) => ({
    id: checklist.id,
    title: checklist.title,
    items: checklist.items.map((item) => {
      const out: CheckItem = { id: item.id, text: item.text, done: item.done };
      if (item.assigneeId !== null) onAccount();
      if (item.assigneeName !== null) out.assigneeName = item.assigneeName;
      if (item.dueAt !== null) out.dueAt = fromIso(item.dueAt);
      return out;
    }),
  }));
}

/**
 * Maps a parsed Lanes board file (`json`, e.g. from JSON.parse) to a BoardPlan and a report of what did not come
 * across. Throws AppError `import/invalid-file` when it is not a readable version-1 Lanes file (the message names
 * the field), `limit-exceeded` for a field over its limit.
 */
export function mapLanesExport(json: unknown): { plan: BoardPlan; report: ImportReport } {
  const file = parseFile(json);
  const skips = new Skips();
  /** `ok`, counting a skip of `kind` when false: for filters that drop rows whose parent is missing. */
  const kept = (ok: boolean, kind: 'orphanCard' | 'orphanComment'): boolean => {
    if (!ok) skips.add(kind);
    return ok;
  };
  /** A list's WIP limit when Lanes can keep it (1 to 5,000: firestore.rules), else none, noted. */
  const wipLimitOf = (limit: number | null): number | null => {
    if (limit === null || limit <= WIP_LIMIT_MAX) return limit;
    skips.add('badWipLimit');
    return null;
  };
  const labels = firstOfEachId(file.board.labels, () => skips.add('duplicateLabel'));
  const labelIds = new Set(labels.map((label) => label.id));
  const customFields = fieldsFromFile(file.board.customFields);
  let droppedValues = 0;

  const lists = firstOfEachId(file.lists, () => skips.add('duplicateList')).sort(compareRank);
  const listIds = new Map(lists.map((list) => [list.id, newId()]));
  const listOrder = new Map(lists.map((list, i) => [list.id, i]));
  const cards = firstOfEachId(file.cards, () => skips.add('duplicateCard'))
    .filter((card) => kept(listIds.has(card.listId), 'orphanCard'))
    .sort((a, b) => (listOrder.get(a.listId) ?? 0) - (listOrder.get(b.listId) ?? 0) || compareRank(a, b));
  const cardIds = new Map(cards.map((card) => [card.id, newId()]));
  const listRanks = ranksInOrder(lists);
  const cardRanks = new Map<string, string>();
  for (const list of lists) {
    for (const [id, rank] of ranksInOrder(cards.filter((card) => card.listId === list.id)))
      cardRanks.set(id, rank);
  }

  // A blocker the file names but does not carry (a card left out of a copy, an archived one) is dropped.
  const blockersOf = (card: ExportCard): { blockedBy?: string[] } => {
    const ids = blockerIds(card)
      .filter((id) => id !== card.id)
      .map((id) => cardIds.get(id))
      .filter((id): id is string => id !== undefined)
      .slice(0, BLOCKERS_PER_CARD);
    return ids.length > 0 ? { blockedBy: ids } : {};
  };

  let assigned = 0;
  const mapCard = (card: ExportCard): BoardPlan['cards'][number] => {
    const known = card.labelIds.filter((id) => labelIds.has(id));
    skips.add('unknownLabel', card.labelIds.length - known.length);
    let itemAssigned = false;
    const checklists = planChecklists(card.checklists, () => (itemAssigned = true));
    if (card.assigneeIds.length > 0 || itemAssigned) assigned += 1;
    const { values, dropped } = valuesFromFile(customFields, card.fields);
    droppedValues += dropped;
    return {
      id: cardIds.get(card.id) as string,
      listId: listIds.get(card.listId) as string,
      rank: cardRanks.get(card.id) ?? card.rank,
      title: card.title,
      description: card.description,
      labelIds: known,
      memberNames: card.memberNames,
      startAt: millisOrNull(card.startAt),
      dueAt: millisOrNull(card.dueAt),
      dueDone: card.dueDone,
      checklists,
      archived: card.archivedAt !== null,
      archivedAt: millisOrNull(card.archivedAt),
      isTemplate: card.isTemplate,
      ...(card.coverColor === null ? {} : { coverColor: card.coverColor }),
      ...(Object.keys(values).length > 0 ? { fields: values } : {}),
      ...blockersOf(card),
    };
  };

  const plan: BoardPlan = {
    board: {
      title: file.board.title,
      description: file.board.description,
      background: file.board.background,
      labels,
      ...(Object.keys(customFields).length > 0 ? { customFields } : {}),
    },
    lists: lists.map((list) => ({
      id: listIds.get(list.id) as string,
      title: list.title,
      rank: listRanks.get(list.id) ?? list.rank,
      archived: list.archivedAt !== null,
      archivedAt: millisOrNull(list.archivedAt),
      wipLimit: wipLimitOf(list.wipLimit),
    })),
    cards: cards.map(mapCard),
    comments: firstOfEachId(file.comments, () => undefined)
      .filter((comment) => kept(cardIds.has(comment.cardId), 'orphanComment'))
      .map((comment) => ({
        id: newId(),
        cardId: cardIds.get(comment.cardId) as string,
        authorName: comment.authorName ?? UNKNOWN_AUTHOR,
        text: comment.text,
        createdAt: fromIso(comment.createdAt),
      })),
    attachments: [],
  };

  /** File attachment id → its new id and its card's new id. */
  const attachmentIds = new Map<string, { id: string; cardId: string }>();
  for (const attachment of firstOfEachId(file.attachments, () => undefined)) {
    const cardId = cardIds.get(attachment.cardId);
    if (cardId === undefined) continue;
    if (attachment.url === null) {
      skips.add('lanesUploads');
      continue;
    }
    const { name, url, contentType, size, creatorName } = attachment;
    const id = newId();
    attachmentIds.set(attachment.id, { id, cardId });
    plan.attachments.push({
      id,
      cardId,
      name,
      url,
      contentType,
      size,
      creatorName,
      createdAt: fromIso(attachment.createdAt),
    });
  }
  const planCards = new Map(plan.cards.map((c) => [c.id, c]));
  // A cover that is a link attachment comes along; one that is an uploaded file cannot (its bytes are not here).
  for (const card of cards) {
    if (card.coverAttachmentId === null) continue;
    const planCard = planCards.get(cardIds.get(card.id) ?? '');
    const cover = attachmentIds.get(card.coverAttachmentId);
    if (planCard && cover && cover.cardId === planCard.id) planCard.coverAttachmentId = cover.id;
    else skips.add('imageCover');
  }
  skips.add('lanesAssignees', assigned);
  skips.add('lanesFieldValues', droppedValues);

  const archived = (rows: readonly { archived: boolean }[]) => rows.filter((row) => row.archived).length;
  const report: ImportReport = {
    lists: { open: plan.lists.length - archived(plan.lists), archived: archived(plan.lists) },
    cards: { open: plan.cards.length - archived(plan.cards), archived: archived(plan.cards) },
    labels: labels.length,
    checklists: plan.cards.reduce((n, card) => n + card.checklists.length, 0),
    checkItems: plan.cards.reduce(
      (n, card) => n + card.checklists.reduce((m, checklist) => m + checklist.items.length, 0),
      0,
    ),
    comments: plan.comments.length,
    customFields: Object.keys(customFields).length,
    skipped: skips.list(),
  };
  return { plan, report };
}
