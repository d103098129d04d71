/**
 * "Change background…" in the board menu: a dialog of swatches (the palette's colours and the named gradients).
 * A choice is one `updateBoard({ background })`, seen at once by everyone on the board.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import type { Board } from '../../../domain/model';
import { BACKGROUNDS, boardBackground, colorLabel, GRADIENT_NAMES } from '../../../ui/colors';
import { describeError } from '../../../ui/describe-error';
import { Dialog } from '../../../ui/Dialog';
import type { MenuItem } from '../../../ui/MenuButton';
import { useToast } from '../../../ui/toast';
import './background.css';

/** The board menu item and, while open, the dialog; no item for someone who may not change the board. */
export function useBackgroundPicker(
  board: Board | null | undefined,
  canChange: boolean,
): { items: MenuItem[]; dialog: ReactNode } {
  const { t } = useTranslation('theme');
  const [open, setOpen] = useState(false);
  if (!board || !canChange) return { items: [], dialog: null };
  return {
    items: [{ label: t('background.menuItem'), onSelect: () => setOpen(true) }],
    dialog: open ? <BackgroundDialog board={board} onClose={() => setOpen(false)} /> : null,
  };
}

/** The swatches, grouped as colours and gradients, the board's current one pressed. */
export function BackgroundDialog({ board, onClose }: { board: Board; onClose: () => void }) {
  const { t } = useTranslation('theme');
  const { boards } = useBackend();
  const toast = useToast();
  const choose = (background: string) => {
    boards
      .updateBoard(board.id, { background })
      .catch((e: unknown) => toast({ text: describeError(e).summary }));
  };
  const group = (legend: string, names: readonly string[]) => (
    <fieldset className="background-swatches">
      <legend>{legend}</legend>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          className="background-swatch"
          style={{ background: boardBackground(name) }}
          aria-pressed={board.background === name}
          aria-label={colorLabel(name)}
          title={colorLabel(name)}
          onClick={() => choose(name)}
        />
      ))}
    </fieldset>
  );
  return (
    <Dialog title={t('background.title')} onClose={onClose} className="background-dialog">
      {group(t('background.colors'), BACKGROUNDS)}
      {group(t('background.gradients'), GRADIENT_NAMES)}
    </Dialog>
  );
}
