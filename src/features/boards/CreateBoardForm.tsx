/** The "New board" form: a title and a background; opens the board once it exists. */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../backend/context';
import { newId } from '../../domain/ids';
import { paths } from '../../config/paths';
import { BACKGROUNDS, colorOf } from '../../ui/colors';
import { ErrorMessage } from '../../ui/ErrorMessage';

export function CreateBoardForm() {
  const { boards, telemetry } = useBackend();
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [background, setBackground] = useState<string>('blue');
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = newId();
    try {
      await boards.createBoard({ id, title, background });
      telemetry.event('board_create', { background });
      navigate(paths.board.href(id));
    } catch (err) {
      setError(err);
    }
  };

  return (
    <form className="create-board" onSubmit={submit} aria-label="New board">
      <h2>New board</h2>
      <label className="field">
        Board title
        <input value={title} placeholder="e.g. Home renovation" onChange={(e) => setTitle(e.target.value)} />
      </label>
      <fieldset className="swatches">
        <legend>Background</legend>
        {BACKGROUNDS.map((name) => (
          <label key={name} className="swatch" style={{ background: colorOf(name) }} title={name}>
            <input
              type="radio"
              name="background"
              value={name}
              aria-label={name}
              checked={background === name}
              onChange={() => setBackground(name)}
            />
          </label>
        ))}
      </fieldset>
      <ErrorMessage error={error} />
      <button type="submit" className="primary">
        Create board
      </button>
    </form>
  );
}
