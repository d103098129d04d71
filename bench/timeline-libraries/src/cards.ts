/**
 * The same cards as bench/views.ts's `boardSpannedOverYear`, without the app: CARDS cards over LISTS lists, each
 * spanning 1–10 days, due days spread over the year around today (seeded, so every library gets the same ones).
 */
export const CARDS = Number(new URLSearchParams(location.search).get('cards') ?? 5000);
export const LISTS = 50;
const DAY = 86_400_000;

export interface Item {
  id: number;
  list: number;
  title: string;
  start: Date;
  end: Date;
}

export function cards(): Item[] {
  let seed = 1;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return Array.from({ length: CARDS }, (_, i) => {
    const due = today.getTime() + Math.floor((random() - 0.5) * 365) * DAY;
    return {
      id: i + 1,
      list: i % LISTS,
      title: `Card ${i + 1}: as a volunteer I want to sign up`,
      start: new Date(due - (i % 10) * DAY),
      end: new Date(due + DAY),
    };
  });
}
