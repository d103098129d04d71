/** The table's "Columns" menu: a checkbox per column that can be hidden (remembered per board on this device). */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Board } from '../../../domain/model';
import { kindOf, type ColumnKind } from './table-columns';
import { useDismiss } from '../../../ui/use-dismiss';

interface HideableColumn {
  id: string;
  getCanHide: () => boolean;
  getIsVisible: () => boolean;
  toggleVisibility: (visible?: boolean) => void;
}

export interface ColumnsMenuProps {
  table: { getAllLeafColumns: () => HideableColumn[] };
  board: Board;
  label: (kind: ColumnKind, field?: { name: string }) => string;
}

export function ColumnsMenu({ table, board, label }: ColumnsMenuProps) {
  const { t } = useTranslation('fields');
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close);
  return (
    <div ref={rootRef} className="filter-choice">
      <button type="button" aria-expanded={open} onClick={() => setOpen((was) => !was)}>
        {t('table.columnsMenu')}
      </button>
      {open && (
        <fieldset
          className="filter-choice-panel"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <legend>{t('table.columnsMenu')}</legend>
          {table
            .getAllLeafColumns()
            .filter((column) => column.getCanHide())
            .map((column) => {
              const { kind, field } = kindOf(column.id, board);
              return (
                <label key={column.id} className="filter-option">
                  <input
                    type="checkbox"
                    checked={column.getIsVisible()}
                    onChange={(e) => column.toggleVisibility(e.target.checked)}
                  />
                  {label(kind, field)}
                </label>
              );
            })}
        </fieldset>
      )}
    </div>
  );
}
