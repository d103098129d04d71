/**
 * Clicks inside the board's lists, caught once for every tile: a click on a tile's labels switches every tile
 * between label names and bars (Trello's toggle); opening a card keeps the filter in the URL, so the board behind
 * the dialog (and after it) stays filtered.
 */
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from '../../ui/routing';

/** The lists' click handler (capture phase); `toggleLabelBars` switches the tiles' labels. */
export function useListsClick(toggleLabelBars: () => void): (e: MouseEvent) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return (e: MouseEvent) => {
    if ((e.target as Element).closest('.card-tile .card-labels')) {
      e.preventDefault();
      toggleLabelBars();
      return;
    }
    const link = (e.target as Element).closest('a.card-title');
    const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
    if (!link || !location.search || !plain) return;
    e.preventDefault();
    navigate(`${link.getAttribute('href') ?? ''}${location.search}`);
  };
}
