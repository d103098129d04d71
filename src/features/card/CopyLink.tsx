/**
 * "Copy link": puts the card's address on the clipboard. Where the clipboard cannot be written (no permission, an
 * insecure page), the address is shown in a field, selected, to copy by hand.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useToast } from '../../ui/toast';

export interface CopyLinkProps {
  /** The card's full address (origin included). */
  url: string;
}

/** A button that copies `url`; never throws (a refused copy shows the address instead). */
export function CopyLink({ url }: CopyLinkProps) {
  const toast = useToast();
  const { t } = useTranslation('card');
  const [shown, setShown] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (shown) fieldRef.current?.select();
  }, [shown]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setShown(false);
      toast({ text: t('link.copied') });
    } catch {
      setShown(true);
      fieldRef.current?.select();
    }
  };

  return (
    <>
      <button type="button" onClick={() => void copy()}>
        {t('link.copy')}
      </button>
      {shown && (
        <label className="field copy-link-field">
          {t('link.field')}
          <input ref={fieldRef} readOnly value={url} onFocus={(e) => e.target.select()} />
        </label>
      )}
    </>
  );
}
