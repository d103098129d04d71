import { expect, it } from 'vitest';
import { matchLabels } from './labels';
import type { Label } from './model';

it('matches labels on another board by name and colour, once each, in the card’s order', () => {
  const from: Label[] = [
    { id: 'red', name: 'Urgent', color: 'red' },
    { id: 'green', name: '', color: 'green' },
  ];
  const to: Label[] = [
    { id: 'x', name: '', color: 'green' },
    { id: 'y', name: 'Urgent', color: 'red_dark' },
  ];
  expect(matchLabels(['red', 'green', 'green', 'gone'], from, to)).toEqual(['x']);
  expect(matchLabels(['green', 'red'], from, [...to, { id: 'z', name: 'Urgent', color: 'red' }])).toEqual([
    'x',
    'z',
  ]);
});
