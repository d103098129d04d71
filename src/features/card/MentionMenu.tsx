/**
 * The @ menu under the comment box: a listbox of board members whose highlighted option the text field names with
 * `aria-activedescendant` (the field keeps the focus, as in a combobox). A click picks without taking the focus.
 */
import { useTranslation } from '../../i18n/use-translation';
import { Avatar } from '../../ui/Avatar';
import type { MentionMenu as MenuState } from './use-mention-menu';
import './mention-menu.css';

/** The id of option `index` of the menu `id`. */
export const optionId = (id: string, index: number) => `${id}-option-${index}`;

/** The menu `id` for `menu`; nothing while it offers nobody. */
export function MentionMenu({ id, menu }: { id: string; menu: MenuState }) {
  const { t } = useTranslation('inbox');
  if (menu.options.length === 0) return null;
  return (
    <ul id={id} role="listbox" className="mention-menu" aria-label={t('mention.menu')}>
      {menu.options.map((member, index) => (
        <li
          key={member.uid}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === menu.active}
          className={index === menu.active ? 'mention-option active' : 'mention-option'}
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => menu.setActive(index)}
          onClick={() => menu.pick(index)}
        >
          {/* The option's name is its text; the avatar is decoration here. */}
          <span aria-hidden="true">
            <Avatar uid={member.uid} name={member.displayName} />
          </span>
          <span>{member.displayName}</span>
        </li>
      ))}
    </ul>
  );
}
