/**
 * A card's comments, oldest first, and a box to add one (observers may comment too), with an @ menu of the board's
 * members (MentionMenu.tsx): a mention notifies the member (domain/notifications). What is typed and not yet sent
 * is kept per card (use-draft.ts), so closing the dialog does not throw it away.
 */
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { commentAuthorName } from '../../domain/member-names';
import { TEXT_MAX } from '../../domain/limits';
import { When } from '../../ui/When';
import type { Comment } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { LazyMarkdown } from '../../ui/LazyMarkdown';
import { MentionMenu, optionId } from './MentionMenu';
import type { Assignable } from './use-card-members';
import { useMentionMenu } from './use-mention-menu';
import { useDraft } from './use-draft';

export interface CardCommentsProps {
  boardId: string;
  cardId: string;
  canComment: boolean;
  me: { uid: string; displayName: string };
  /** The board's members (use-card-members.ts), offered by the @ menu; you are left out. */
  people?: readonly Assignable[];
}

export function CardComments({ boardId, cardId, canComment, me, people = [] }: CardCommentsProps) {
  const { boards } = useBackend();
  const comments = useWatch<Comment[]>(`${boardId}/${cardId}`, (o) =>
    boards.watchComments(boardId, cardId, o),
  );
  const { t } = useTranslation('card');
  const { t: tInbox } = useTranslation('inbox');
  // The unsent comment is kept per card on this device: closing the dialog (Escape too) does not lose it.
  const [draft, setDraft] = useDraft(me.uid, cardId, 'comment');
  const text = draft ?? '';
  const setText = (value: string) => setDraft(value || null);
  const [error, setError] = useState<unknown>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const menuId = useId();
  const mentionable = useMemo(
    () => people.filter((p) => p.uid !== me.uid).map((p) => ({ uid: p.uid, displayName: p.name })),
    [people, me.uid],
  );
  const menu = useMentionMenu(field, text, setText, mentionable);
  // Authors are named as they are named now (member mirror), never by what a comment says of itself.
  const names = useMemo(
    () => new Map([[me.uid, me.displayName], ...people.map((p): [string, string] => [p.uid, p.name])]),
    [people, me.uid, me.displayName],
  );
  const menuOpen = menu.options.length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = text;
    // Refused before the field is emptied: giving back megabytes of pasted text costs the browser seconds.
    if (typed.length > TEXT_MAX) {
      setError(new AppError('limit-exceeded', t('comments.tooLong', { max: TEXT_MAX, count: typed.length })));
      return;
    }
    setText('');
    try {
      await boards.addComment(boardId, cardId, { id: newId(), text: typed });
      setError(null);
    } catch (err) {
      setText(typed);
      setError(err);
    }
  };

  return (
    <section className="card-section" aria-label={t('comments.heading')}>
      <h3>{t('comments.heading')}</h3>
      <ErrorMessage error={comments.error} />
      <ol className="comments">
        {comments.data?.map((c) => (
          <li key={c.id} className="comment">
            <div className="comment-meta">
              <strong>{commentAuthorName(c, names) ?? t('aMember')}</strong> <When at={c.createdAt} />
            </div>
            <LazyMarkdown text={c.text} />
          </li>
        ))}
      </ol>
      {canComment && (
        <form onSubmit={submit}>
          <div className="mention-field">
            <textarea
              ref={field}
              aria-label={t('comments.field')}
              aria-description={tInbox('mention.hint')}
              aria-autocomplete="list"
              aria-controls={menuOpen ? menuId : undefined}
              aria-activedescendant={menuOpen ? optionId(menuId, menu.active) : undefined}
              placeholder={t('comments.placeholder')}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                menu.track(e.target.value, e.target.selectionStart);
              }}
              onKeyDown={(e) => void menu.onKeyDown(e)}
              onKeyUp={(e) => menu.track(e.currentTarget.value, e.currentTarget.selectionStart)}
              onClick={(e) => menu.track(e.currentTarget.value, e.currentTarget.selectionStart)}
            />
            <MentionMenu id={menuId} menu={menu} />
          </div>
          <ErrorMessage error={error} />
          <button type="submit" className="primary" disabled={!text.trim()}>
            {t('comments.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
