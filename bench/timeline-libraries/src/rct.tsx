import { createRoot } from 'react-dom/client';
import Timeline from 'react-calendar-timeline';
import 'react-calendar-timeline/style.css';
import { cards, LISTS } from './cards';

const DAY = 86_400_000;

export function render(root: HTMLElement) {
  const groups = Array.from({ length: LISTS }, (_, i) => ({ id: i, title: `List ${i + 1}` }));
  const items = cards().map((c) => ({
    id: c.id,
    group: c.list,
    title: c.title,
    start_time: c.start.getTime(),
    end_time: c.end.getTime(),
  }));
  createRoot(root).render(
    <Timeline
      groups={groups}
      items={items}
      defaultTimeStart={Date.now() - 14 * DAY}
      defaultTimeEnd={Date.now() + 42 * DAY}
    />,
  );
}
