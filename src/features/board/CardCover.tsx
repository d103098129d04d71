/**
 * A card's cover on its tile: the image attachment named by `coverAttachmentId` (a file, or a link to an image, as
 * imported from Trello), in a box of fixed height so the tile's size is known before the image arrives (the
 * virtualised list measures tiles; nothing jumps); else its colour cover (`coverColor`) as a band.
 */
import { useState } from 'react';
import { useFileURL } from '../../backend/use-file-url';
import type { Card } from '../../domain/model';
import { labelColors } from '../../ui/colors';
import './card-cover.css';

/** Whether `card` has a cover to show. */
export function hasCover(card: Card): boolean {
  return card.coverAttachmentId !== null || Boolean(card.coverColor);
}

/** The cover box of `card`'s tile (render it only when `hasCover(card)`). */
export function CardCover({ card }: { card: Card }) {
  const url = useFileURL(card.boardId, card.id, card.coverAttachmentId);
  // A link that is not an image (or is gone) leaves the box empty rather than a broken-image mark.
  const [failed, setFailed] = useState<string | null>(null);
  if (card.coverAttachmentId === null && card.coverColor) {
    return (
      <div
        className="card-cover card-cover-color"
        data-cover-color={card.coverColor}
        style={{ background: labelColors(card.coverColor).background }}
        aria-hidden="true"
      />
    );
  }
  return (
    <div className="card-cover" aria-hidden="true">
      {url && url !== failed && (
        <img src={url} alt="" draggable={false} referrerPolicy="no-referrer" onError={() => setFailed(url)} />
      )}
    </div>
  );
}
