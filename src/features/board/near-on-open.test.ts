// Which lists render their tiles in the board's first commit: those within reach of the view as it opens.
import { expect, it } from 'vitest';
import { nearOnOpen } from './use-virtual-cards';

it('takes the lists that start within 300 px past the right edge as near, counting collapsed lists narrow', () => {
  // 16 px padding, then 282 px per list (272 + 10 gap): list 5 starts at 1,426 px, list 6 at 1,708 px.
  expect(nearOnOpen(Array<boolean>(10).fill(false), 1400)).toEqual([
    ...Array<boolean>(6).fill(true),
    ...Array<boolean>(4).fill(false),
  ]);
  // Four collapsed lists first (58 px each): the six expanded ones after them start by 1,658 px, all near.
  const collapsed = [true, true, true, true, ...Array<boolean>(8).fill(false)];
  expect(nearOnOpen(collapsed, 1400).filter(Boolean)).toHaveLength(10);
});
