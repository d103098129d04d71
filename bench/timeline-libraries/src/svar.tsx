import { createRoot } from 'react-dom/client';
import { Gantt, Willow } from '@svar-ui/react-gantt';
import '@svar-ui/react-gantt/all.css';
import { cards, LISTS } from './cards';

export function render(root: HTMLElement) {
  const all = cards();
  // An open summary without tasks makes the Gantt throw (it walks its missing children).
  const used = new Set(all.map((c) => c.list));
  const lists = Array.from({ length: LISTS }, (_, i) => ({
    id: 100_000 + i,
    text: `List ${i + 1}`,
    type: 'summary',
    parent: 0,
    open: used.has(i),
    // Required of a summary without tasks (a list with no card on a small board).
    start: new Date(),
    end: new Date(Date.now() + 86_400_000),
  }));
  const tasks = all.map((c) => ({
    id: c.id,
    text: c.title,
    start: c.start,
    end: c.end,
    progress: 0,
    type: 'task',
    parent: 100_000 + c.list,
  }));
  createRoot(root).render(
    <div style={{ height: '100vh' }}>
      <Willow>
        <Gantt
          tasks={[...lists, ...tasks]}
          links={[]}
          scales={[
            { unit: 'month', step: 1, format: 'MMMM yyy' },
            { unit: 'day', step: 1, format: 'd' },
          ]}
        />
      </Willow>
    </div>,
  );
}
