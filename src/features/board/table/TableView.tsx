/** `/b/:boardId/table`: the board as a table of its cards, under the board's header and filter bar. */
import { ViewFrame, type BoardViewProps } from '../ViewFrame';
import { CardTable } from './CardTable';

export function TableView(props: BoardViewProps) {
  return (
    <ViewFrame
      {...props}
      className="table-page"
      render={({ board, cards, canEdit, nameOf }) => (
        <CardTable board={board} lists={props.data.lists} cards={cards} canEdit={canEdit} nameOf={nameOf} />
      )}
    />
  );
}
