import Gantt from 'frappe-gantt';
import '../node_modules/frappe-gantt/dist/frappe-gantt.css';
import { cards } from './cards';

const iso = (d: Date) => d.toISOString().slice(0, 10);

export function render(root: HTMLElement) {
  const el = document.createElement('div');
  root.append(el);
  new Gantt(
    el,
    cards().map((c) => ({
      id: String(c.id),
      name: c.title,
      start: iso(c.start),
      end: iso(c.end),
      progress: 0,
    })),
    { view_mode: 'Week', scroll_to: 'today' },
  );
}
