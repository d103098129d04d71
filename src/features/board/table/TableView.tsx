/** `/b/:boardId/table`: the board as a table of its cards, under the board's header and filter bar. */
import { ViewFrame, type BoardViewProps } from '../ViewFrame';
import { BlockedContext, useBlockedCounts } from '../blocked-badge';
import { CardTable } from './CardTable';

export function TableView(props: BoardViewProps) {
  // The title cells' "Blocked" badges, as on the board's tiles.
  const blocked = useBlockedCounts(props.data.cardsById);
  return (
    <BlockedContext value={blocked}>
      <ViewFrame
        {...props}
        className="table-page"
        render={({ board, cards, canEdit, nameOf }) => (
          <CardTable board={board} lists={props.data.lists} cards={cards} canEdit={canEdit} nameOf={nameOf} />
        )}
      />
    </BlockedContext>
  );
}
