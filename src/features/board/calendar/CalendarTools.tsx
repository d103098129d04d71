/**
 * The calendar's tools: "Download .ics" of the board's due dates (the iCalendar code loads on the click), and in
 * Firebase modes "Subscribe…", a private link calendar apps keep polling.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import type { Board, Card } from '../../../domain/model';
import { describeError } from '../../../ui/describe-error';
import { useToast } from '../../../ui/toast';
import { SubscribeDialog } from './SubscribeDialog';

export function CalendarTools({ board, cards }: { board: Board; cards: readonly Card[] }) {
  const { t } = useTranslation('fields');
  const toast = useToast();
  const { calls } = useBackend();
  const [subscribing, setSubscribing] = useState(false);
  const create = calls?.createCalendarFeed?.bind(calls);
  const revoke = calls?.revokeCalendarFeed?.bind(calls);
  const download = async () => {
    try {
      const { boardCalendar, icsFileName } = await import('../../../domain/calendar/ics');
      const text = boardCalendar(board, cards, { origin: window.location.origin });
      const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = icsFileName(board.title);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      toast({ text: describeError(e).summary });
    }
  };
  return (
    <div className="calendar-tools">
      <button type="button" onClick={() => void download()}>
        {t('calendar.downloadIcs')}
      </button>
      {create && revoke && (
        <button type="button" onClick={() => setSubscribing(true)}>
          {t('calendar.subscribe')}
        </button>
      )}
      {subscribing && create && revoke && (
        <SubscribeDialog
          boardId={board.id}
          calls={{ createCalendarFeed: create, revokeCalendarFeed: revoke }}
          onClose={() => setSubscribing(false)}
        />
      )}
    </div>
  );
}
