/** The `?` dialog: every board shortcut with what it does. */
import { useTranslation } from '../../../i18n/use-translation';
import { Dialog } from '../../../ui/Dialog';
import './shortcuts.css';

/** The shortcuts in the order the dialog lists them: the keys as shown, and the action's message key. */
const ROWS = [
  { keys: ['n'], action: 'new' },
  { keys: ['e'], action: 'edit' },
  { keys: ['space'], action: 'self' },
  { keys: ['d'], action: 'due' },
  { keys: ['l'], action: 'labels' },
  { keys: ['c'], action: 'archive' },
  { keys: [',', '.'], action: 'moveBottom' },
  { keys: ['<', '>'], action: 'moveTop' },
  { keys: ['↑', '↓', '←', '→'], action: 'arrows' },
  { keys: ['/'], action: 'search' },
  { keys: ['?'], action: 'help' },
] as const;

/** The list of keyboard shortcuts, in a labelled modal dialog. */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shortcuts');
  return (
    <Dialog title={t('title')} onClose={onClose} className="shortcuts-dialog">
      <p className="hint">{t('intro')}</p>
      <table className="shortcuts-table">
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.action}>
              <th scope="row">
                {row.keys.map((key) => (
                  <kbd key={key}>{key === 'space' ? t('keys.space') : key}</kbd>
                ))}
              </th>
              <td>{t(`actions.${row.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
