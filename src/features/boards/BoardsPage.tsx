/**
 * The boards page: every open board of the user, a form for a new one, and slots the app fills from other
 * features (importing a board, searching all boards).
 */
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useWatch } from '../../backend/use-watch';
import type { Board } from '../../domain/model';
import type { User } from '../../backend/ports';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDocumentTitle } from '../../ui/document-title';
import { ArchivedBoards } from './ArchivedBoards';
import { BoardTile } from './BoardTile';
import { CreateBoardForm } from './CreateBoardForm';
import { TemplateGalleryButton } from './gallery/TemplateGalleryButton';

export interface BoardsPageProps {
  user: User;
  importSlot?: ReactNode;
  searchSlot?: ReactNode;
  /** A notice above the boards (the export reminder of local mode). */
  noticeSlot?: ReactNode;
  /**
   * Makes a new board titled `title` from the person's board `boardId` marked as a template (composed by the app
   * from the export and import code); without it the gallery offers its built-in templates only.
   */
  copyTemplate?: (boardId: string, title: string) => Promise<string>;
}

export function BoardsPage({ user, importSlot, searchSlot, noticeSlot, copyTemplate }: BoardsPageProps) {
  const { boards } = useBackend();
  const { t } = useTranslation('boards');
  const open = useWatch<Board[]>(user.uid, (o) => boards.watchBoards(o));
  useDocumentTitle(t('heading'));

  return (
    <main className="boards-page">
      <h1>{t('heading')}</h1>
      {noticeSlot}
      {searchSlot}
      <ErrorMessage error={open.error} />
      {open.data === undefined && !open.error && <p>{t('loading')}</p>}
      {open.data?.length === 0 && <p className="hint">{t('empty')}</p>}
      <ul className="board-tiles" aria-label={t('boards')}>
        {open.data?.map((board) => (
          <BoardTile key={board.id} board={board} uid={user.uid} />
        ))}
      </ul>
      <div className="boards-tools">
        <CreateBoardForm />
        <div className="boards-more">
          <TemplateGalleryButton
            own={open.data?.filter((board) => board.isTemplate)}
            copyOwn={copyTemplate}
          />
          {importSlot}
        </div>
      </div>
      <ArchivedBoards />
    </main>
  );
}
