// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkImportable } from '../import/check-plan';
import { boardPlanSchema } from '../import/plan';
import { TEMPLATE_IDS, planOfTemplate, type BoardTemplate } from './gallery';
import { GALLERY_DE } from './gallery-de';
import { GALLERY_EN } from './gallery-en';

/** A template's shape without its words: what a translation must keep. */
const shape = (t: BoardTemplate) => ({
  id: t.id,
  background: t.background,
  labels: t.labels.map((l) => l.color),
  field: t.field?.options.map(([, color]) => color) ?? null,
  lists: t.lists.map((l) => ({
    wipLimit: l.wipLimit ?? null,
    cards: l.cards.map((c) => [c.labels ?? [], c.choice ?? null, c.checklist?.length ?? 0]),
  })),
});

describe('the built-in board templates', () => {
  it('are the eight of the gallery, in its order, in English and in German alike', () => {
    expect(GALLERY_EN.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(GALLERY_DE.map(shape)).toEqual(GALLERY_EN.map(shape));
    expect(GALLERY_DE.map((t) => t.name)).not.toEqual(GALLERY_EN.map((t) => t.name));
  });

  it.each([...GALLERY_EN, ...GALLERY_DE].map((t) => [t.name, t] as const))(
    '%s becomes a board the import accepts, every label and choice kept',
    (_name, template) => {
      const plan = planOfTemplate(template, template.name);
      expect(boardPlanSchema.safeParse(plan).success).toBe(true);
      expect(() => checkImportable(plan)).not.toThrow();
      expect(plan.lists.map((l) => l.title)).toEqual(template.lists.map((l) => l.title));
      const cards = template.lists.flatMap((l) => l.cards);
      expect(plan.cards.map((c) => c.title)).toEqual(cards.map((c) => c.title));
      expect(plan.cards.map((c) => c.labelIds.length)).toEqual(cards.map((c) => c.labels?.length ?? 0));
      expect(plan.cards.filter((c) => c.fields).length).toBe(
        cards.filter((c) => c.choice !== undefined).length,
      );
      expect(plan.cards.flatMap((c) => c.checklists.flatMap((k) => k.items.map((i) => i.text)))).toEqual(
        cards.flatMap((c) => c.checklist?.slice(1) ?? []),
      );
    },
  );

  it('gives each new board fresh ids', () => {
    const [kanban] = GALLERY_EN;
    if (!kanban) throw new Error('no template');
    const a = planOfTemplate(kanban, 'A');
    const b = planOfTemplate(kanban, 'B');
    expect(a.board.title).toBe('A');
    expect(a.cards.some((c) => b.cards.some((d) => d.id === c.id))).toBe(false);
    expect(a.board.labels[0]?.id).not.toBe(b.board.labels[0]?.id);
  });
});
