import { DataSet } from 'vis-data/standalone';
import { Timeline } from 'vis-timeline/standalone';
import 'vis-timeline/styles/vis-timeline-graph2d.css';
import { cards, LISTS } from './cards';

export function render(root: HTMLElement) {
  const el = document.createElement('div');
  root.append(el);
  const groups = new DataSet(Array.from({ length: LISTS }, (_, i) => ({ id: i, content: `List ${i + 1}` })));
  const items = new DataSet(
    cards().map((c) => ({ id: c.id, group: c.list, content: c.title, start: c.start, end: c.end })),
  );
  const now = Date.now();
  new Timeline(el, items, groups, {
    start: new Date(now - 14 * 86_400_000),
    end: new Date(now + 42 * 86_400_000),
    height: '100vh',
    verticalScroll: true,
    stack: true,
  });
}
