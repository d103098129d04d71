/**
 * A card's cover on its tile: the image attachment named by `coverAttachmentId`, in a box of fixed height so the
 * tile's size is known before the image arrives (the virtualised list measures tiles; nothing jumps).
 */
import { useFileURL } from '../../backend/use-file-url';
import type { Card } from '../../domain/model';
import './card-cover.css';

/** The cover box of `card`'s tile (render it only when `coverAttachmentId` is set). */
export function CardCover({ card }: { card: Card }) {
  const url = useFileURL(card.boardId, card.id, card.coverAttachmentId);
  return (
    <div className="card-cover" aria-hidden="true">
      {url && <img src={url} alt="" draggable={false} />}
    </div>
  );
}
