import { expect, it } from 'vitest';
import { archiveActivity } from './archive-activity';

it('logs archiving and restoring, with the title, and nothing else', () => {
  expect(archiveActivity('card', false, 1_000, 'Paint')).toEqual({
    type: 'card.archive',
    data: { title: 'Paint' },
  });
  expect(archiveActivity('card', true, null, 'Paint')).toEqual({
    type: 'card.restore',
    data: { title: 'Paint' },
  });
  expect(archiveActivity('list', false, 1_000, 'Doing')).toEqual({
    type: 'list.archive',
    data: { title: 'Doing' },
  });
  expect(archiveActivity('list', true, null, 'Doing')).toEqual({
    type: 'list.restore',
    data: { title: 'Doing' },
  });
  expect(archiveActivity('card', false, undefined, 'Paint')).toBeNull();
  expect(archiveActivity('card', true, 2_000, 'Paint')).toBeNull();
  expect(archiveActivity('list', false, null, 'Doing')).toBeNull();
});
