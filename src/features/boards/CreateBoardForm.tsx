/** The "New board" form: a title and a background; opens the board once it exists. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import { newId } from '../../domain/ids';
import { paths } from '../../config/paths';
import { BACKGROUNDS, colorLabel, colorOf } from '../../ui/colors';
import { ErrorMessage } from '../../ui/ErrorMessage';

export function CreateBoardForm() {
  const { boards, telemetry } = useBackend();
  const navigate = useNavigate();
  const { t } = useTranslation('boards');
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
    <form className="create-board" onSubmit={submit} aria-label={t('new.heading')}>
      <h2>{t('new.heading')}</h2>
      <label className="field">
        {t('new.title')}
        <input value={title} placeholder={t('new.placeholder')} onChange={(e) => setTitle(e.target.value)} />
      </label>
      <fieldset className="swatches">
        <legend>{t('new.background')}</legend>
        {BACKGROUNDS.map((name) => (
          <label key={name} className="swatch" style={{ background: colorOf(name) }} title={colorLabel(name)}>
            <input
              type="radio"
              name="background"
              value={name}
              aria-label={colorLabel(name)}
              checked={background === name}
              onChange={() => setBackground(name)}
            />
          </label>
        ))}
      </fieldset>
      <ErrorMessage error={error} />
      <button type="submit" className="primary">
        {t('new.submit')}
      </button>
    </form>
  );
}
