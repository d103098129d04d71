/**
 * The built-in board templates (issue 27 item 4): what each holds, written once per language
 * (gallery-en.ts, gallery-de.ts), and the new board a template becomes (`planOfTemplate`), imported as any board is
 * (the `importBoard` port: one board whole, the same checks). Pure.
 */
import { newId } from '../ids';
import type { BoardPlan } from '../import/plan';
import { keysBetween } from '../ordering';
import type { CustomFields, FieldValues } from '../custom-fields/schema';

/** A card of a template. `labels` and `choice` point into the template's own `labels` and field options. */
export interface TemplateCard {
  title: string;
  description?: string;
  /** Indexes into the template's `labels`. */
  labels?: readonly number[];
  /** A checklist: its title, then its items. */
  checklist?: readonly [title: string, ...items: string[]];
  /** The template's dropdown field set to its option at this index. */
  choice?: number;
}

/** A board template as a person picks it. */
export interface BoardTemplate {
  /** The same in every language (tests compare the languages by it). */
  id: string;
  name: string;
  /** One sentence: what it is for. */
  description: string;
  /** A board background (ui/colors.ts BACKGROUNDS). */
  background: string;
  labels: readonly { name: string; color: string }[];
  /** One dropdown custom field, shown on the cards: its name and options (name, colour). */
  field?: { name: string; options: readonly (readonly [name: string, color: string])[] };
  lists: readonly { title: string; wipLimit?: number; cards: readonly TemplateCard[] }[];
}

/** The ids of the built-in templates, in the order the gallery shows them. */
export const TEMPLATE_IDS = [
  'kanban',
  'sprint',
  'bugs',
  'content',
  'personal',
  'hiring',
  'event',
  'chores',
] as const;

/**
 * The new board `template` becomes, titled `title` (checked by the import as any title): every list, label, the
 * field and card with fresh ids, in the template's order.
 */
export function planOfTemplate(template: BoardTemplate, title: string): BoardPlan {
  const labelIds = template.labels.map(() => newId());
  const fieldId = newId();
  const optionIds = template.field?.options.map(() => newId()) ?? [];
  const customFields: CustomFields | undefined = template.field && {
    [fieldId]: {
      name: template.field.name,
      type: 'dropdown',
      rank: 'a0',
      options: template.field.options.map(([name, color], i) => ({
        id: optionIds[i] ?? newId(),
        name,
        color,
      })),
      showOnCard: true,
    },
  };
  const listRanks = keysBetween(null, null, template.lists.length);
  const plan: BoardPlan = {
    board: {
      title,
      description: template.description,
      background: template.background,
      labels: template.labels.map((label, i) => ({ id: labelIds[i] ?? newId(), ...label })),
      ...(customFields ? { customFields } : {}),
    },
    lists: [],
    cards: [],
    comments: [],
    attachments: [],
  };
  template.lists.forEach((list, i) => {
    const listId = newId();
    plan.lists.push({
      id: listId,
      title: list.title,
      rank: listRanks[i] ?? 'a0',
      archived: false,
      ...(list.wipLimit ? { wipLimit: list.wipLimit } : {}),
    });
    const cardRanks = keysBetween(null, null, list.cards.length);
    list.cards.forEach((card, j) => {
      const option = card.choice === undefined ? undefined : optionIds[card.choice];
      const fields: FieldValues | undefined = option ? { [fieldId]: option } : undefined;
      const [checklistTitle, ...items] = card.checklist ?? [];
      plan.cards.push({
        id: newId(),
        listId,
        rank: cardRanks[j] ?? 'a0',
        title: card.title,
        description: card.description ?? '',
        labelIds: (card.labels ?? []).flatMap((k) => labelIds[k] ?? []),
        memberNames: [],
        startAt: null,
        dueAt: null,
        dueDone: false,
        checklists:
          checklistTitle === undefined
            ? []
            : [
                {
                  id: newId(),
                  title: checklistTitle,
                  items: items.map((text) => ({ id: newId(), text, done: false })),
                },
              ],
        archived: false,
        ...(fields ? { fields } : {}),
      });
    });
  });
  return plan;
}
