/** The card's description: Markdown shown safely, edited as plain text; the draft survives a failed save. */
import { useState } from 'react';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Markdown } from '../../ui/Markdown';

export function CardDescription({
  text,
  canEdit,
  onSave,
}: {
  text: string;
  canEdit: boolean;
  onSave: (t: string) => Promise<void>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    try {
      await onSave(draft ?? '');
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <section className="card-section" aria-label="Description">
      <h3>Description</h3>
      {draft === null ? (
        <>
          {text ? <Markdown text={text} /> : <p className="hint">No description.</p>}
          {canEdit && (
            <button type="button" onClick={() => setDraft(text)}>
              Edit description
            </button>
          )}
        </>
      ) : (
        <>
          <textarea
            aria-label="Description (Markdown)"
            rows={8}
            value={draft}
            autoFocus
            onChange={(e) => setDraft(e.target.value)}
          />
          <ErrorMessage error={error} />
          <div className="row">
            <button type="button" className="primary" onClick={() => void save()}>
              Save
            </button>
            <button type="button" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        </>
      )}
    </section>
  );
}
