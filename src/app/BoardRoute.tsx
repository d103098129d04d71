/**
 * `/b/:boardId` and `/b/:boardId/c/:cardId`: composes the board feature with the card dialog on top of it, and
 * the board menu's panels from other features (export, archived items).
 */
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { User } from '../backend/ports';
import { paths } from '../config/paths';
import { ArchivedItems } from '../features/archive/ArchivedItems';
import { BoardPage } from '../features/board/BoardPage';
import { useBoardData } from '../features/board/use-board-data';
import { useBoardCollab } from './use-board-collab';

// The card dialog brings Markdown and date formatting: loaded when a card is first opened, not with the board.
const CardDialog = lazy(() => import('../features/card/CardDialog').then((m) => ({ default: m.CardDialog })));
// The export mappers load when someone opens the export dialog.
const ExportDialog = lazy(() =>
  import('../features/export/ExportDialog').then((m) => ({ default: m.ExportDialog })),
);

type Panel = 'export' | 'archived' | null;

export function BoardRoute({ user }: { user: User }) {
  const { boardId = '', cardId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const data = useBoardData(boardId);
  const [panel, setPanel] = useState<Panel>(null);
  const card = cardId === undefined || data.loading ? undefined : (data.cardsById.get(cardId) ?? null);
  const collab = useBoardCollab(data, user, cardId);
  const { nameOf } = collab;
  const menuItems = [
    ...collab.menuItems,
    { label: 'Export…', onSelect: () => setPanel('export') },
    { label: 'Archived items…', onSelect: () => setPanel('archived') },
  ];
  return (
    <BoardPage
      data={data}
      user={user}
      menuItems={menuItems}
      nameOf={nameOf}
      headerSlot={collab.header}
      editorsByCard={collab.editorsByCard}
    >
      {cardId !== undefined && data.board && (
        <Suspense fallback={null}>
          <CardDialog
            key={cardId}
            board={data.board}
            card={card}
            lists={data.lists}
            user={user}
            othersEditing={collab.othersOnCard}
            // Back to the board as it was: a filter in the URL stays.
            onClose={() => navigate(paths.board.href(boardId) + search)}
          />
        </Suspense>
      )}
      {panel === 'export' && data.board && (
        <Suspense fallback={null}>
          <ExportDialog
            boardId={boardId}
            boardTitle={data.board.title}
            nameOf={nameOf}
            onClose={() => setPanel(null)}
          />
        </Suspense>
      )}
      {collab.panels}
      {panel === 'archived' && data.board && (
        <ArchivedItems
          board={data.board}
          user={user}
          lists={data.lists}
          cardsByList={data.cardsByList}
          onClose={() => setPanel(null)}
        />
      )}
    </BoardPage>
  );
}
