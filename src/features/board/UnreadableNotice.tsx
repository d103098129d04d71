/**
 * Says so when documents of a board could not be read (issue 28: no silent drops; BoardsPort `watchUnreadable`):
 * "Could not read 1 card of this board." A list or card that could be read in part is on the board with what could
 * be read; owners and admins see each document's path and unreadable fields, to repair or delete it. Each new count
 * is reported through telemetry (`unreadable_docs`), so a rules or version gap shows up before a person reports it.
 */
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/context';
import type { UnreadableDoc } from '../../backend/ports';
import { useTranslation } from '../../i18n/use-translation';
import { can, type Role } from '../../domain/permissions';

const KINDS = ['board', 'list', 'card', 'comment', 'attachment', 'activity'] as const;

/** The notice for board `boardId`, seen by a person of `role`; nothing while every document reads. */
export function UnreadableNotice({ boardId, role }: { boardId: string; role: Role | undefined }) {
  const { boards, telemetry } = useBackend();
  const { t } = useTranslation('board');
  const [docs, setDocs] = useState<readonly UnreadableDoc[]>([]);
  useEffect(() => boards.watchUnreadable?.(boardId, setDocs), [boards, boardId]);
  const kinds = KINDS.filter((kind) => docs.some((doc) => doc.kind === kind));
  const summary = kinds.join(',');
  useEffect(() => {
    if (docs.length > 0) telemetry.event('unreadable_docs', { count: docs.length, kinds: summary });
  }, [telemetry, docs.length, summary]);
  if (docs.length === 0) return null;
  const what = kinds
    .map((kind) => t(`unreadable.${kind}`, { count: docs.filter((doc) => doc.kind === kind).length }))
    .join(', ');
  const hidden = docs.filter((doc) => !doc.shown).length;
  return (
    <div className="sync-state unreadable-notice" role="status">
      <p>
        {t('unreadable.text', { what })} {hidden < docs.length && t('unreadable.shown')}
      </p>
      {can(role, 'board.update') && (
        <details>
          <summary>{t('unreadable.details')}</summary>
          <ul>
            {docs.map((doc) => (
              <li key={doc.path}>
                <code>{doc.path}</code>{' '}
                {t(doc.shown ? 'unreadable.fieldsShown' : 'unreadable.fieldsHidden', {
                  fields: doc.fields.join(', '),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
