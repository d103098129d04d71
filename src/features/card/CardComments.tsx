/** A card's comments, oldest first, and a box to add one (observers may comment too). */
import { useState, type FormEvent } from 'react';
import { formatDistanceToNow } from 'date-fns';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import { AppError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { TEXT_MAX } from '../../domain/limits';
import type { Comment } from '../../domain/model';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Markdown } from '../../ui/Markdown';

export interface CardCommentsProps {
  boardId: string;
  cardId: string;
  canComment: boolean;
  me: { uid: string; displayName: string };
}

export function CardComments({ boardId, cardId, canComment, me }: CardCommentsProps) {
  const { boards } = useBackend();
  const comments = useWatch<Comment[]>(`${boardId}/${cardId}`, (o) =>
    boards.watchComments(boardId, cardId, o),
  );
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = text;
    // Refused before the field is emptied: giving back megabytes of pasted text costs the browser seconds.
    if (typed.length > TEXT_MAX) {
      const [max, has] = [TEXT_MAX, typed.length].map((n) => n.toLocaleString('en-US'));
      setError(
        new AppError('limit-exceeded', `A comment holds at most ${max} characters; this one has ${has}.`),
      );
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
    <section className="card-section" aria-label="Comments">
      <h3>Comments</h3>
      <ErrorMessage error={comments.error} />
      <ol className="comments">
        {comments.data?.map((c) => (
          <li key={c.id} className="comment">
            <div className="comment-meta">
              <strong>{c.authorName ?? (c.authorUid === me.uid ? me.displayName : 'A member')}</strong>{' '}
              <time dateTime={new Date(c.createdAt).toISOString()}>
                {formatDistanceToNow(c.createdAt, { addSuffix: true })}
              </time>
            </div>
            <Markdown text={c.text} />
          </li>
        ))}
      </ol>
      {canComment && (
        <form onSubmit={submit}>
          <textarea
            aria-label="Write a comment"
            placeholder="Write a comment…"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <ErrorMessage error={error} />
          <button type="submit" className="primary" disabled={!text.trim()}>
            Comment
          </button>
        </form>
      )}
    </section>
  );
}
