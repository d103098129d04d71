/**
 * `/b/:boardId/calendar`: the board's cards on a calendar by due date (the filter applied), beside the list of
 * cards without one. Every reschedule is one `updateCard` of the due date (and the start, moved alike), with Undo.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import { useBoardPaths } from '../../../ui/board-base';
import type { Board, Card } from '../../../domain/model';
import { formatDate } from '../../../i18n/format';
import { describeError } from '../../../ui/describe-error';
import { useLocation, useNavigate } from '../../../ui/routing';
import { useToast } from '../../../ui/toast';
import { ViewFrame, type BoardViewProps } from '../ViewFrame';
import { BoardCalendar } from './BoardCalendar';
import { rescheduleTo } from '../../../domain/days';
import { unscheduled } from './calendar-events';
import { CalendarTools } from './CalendarTools';
import { DueDateDialog } from '../DueDateDialog';
import { Unscheduled } from './Unscheduled';
import '../unscheduled.css';
import './calendar.css';

export function CalendarView(props: BoardViewProps) {
  return (
    <ViewFrame
      {...props}
      className="calendar-page"
      render={({ board, cards, canEdit }) => (
        <CalendarContent board={board} cards={cards} canEdit={canEdit} />
      )}
    />
  );
}

function CalendarContent({
  board,
  cards,
  canEdit,
}: {
  board: Board;
  cards: readonly Card[];
  canEdit: boolean;
}) {
  const { boards } = useBackend();
  const { t } = useTranslation(['fields', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const links = useBoardPaths();
  const [picking, setPicking] = useState<string | null>(null);
  const byId = (id: string) => cards.find((card) => card.id === id);
  const report = (e: unknown) => toast({ text: describeError(e).summary });

  const reschedule = (cardId: string, day: number) => {
    const card = byId(cardId);
    if (!card || !Number.isFinite(day)) return;
    const patch = rescheduleTo(card, day);
    const before = { dueAt: card.dueAt, startAt: card.startAt };
    boards.updateCard(board.id, card.id, patch).catch(report);
    toast({
      subject: card.id,
      text: t('calendar.moved', { title: card.title, date: formatDate(patch.dueAt, 'day') }),
      action: {
        label: t('common:undo'),
        run: () => void boards.updateCard(board.id, card.id, before).catch(report),
      },
    });
  };
  const pickingCard = picking === null ? undefined : byId(picking);
  return (
    <div className="calendar-layout">
      <div className="calendar-main">
        <CalendarTools board={board} cards={cards} />
        <BoardCalendar
          cards={cards}
          canEdit={canEdit}
          onOpen={(id) => navigate(links.viewCard(board.id, 'calendar', id) + search)}
          onDrop={reschedule}
          onPickDate={setPicking}
        />
      </div>
      <Unscheduled cards={unscheduled(cards)} canEdit={canEdit} onPickDate={setPicking} />
      {pickingCard && (
        <DueDateDialog
          card={pickingCard}
          onSave={(day) => reschedule(pickingCard.id, day)}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}
