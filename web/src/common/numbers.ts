// numbers.ts: how the page writes counts: with thousands separators, singular or plural.

/**
 * A count as the page writes it: 4,000,000. Whole numbers are grouped by hand: the browser's own
 * number formatting takes 20 ms or more the first time it is used, and the board writes counts as
 * it starts (measured by Lighthouse's trace, docs/browsers.md).
 */
export const count = (n: number): string =>
  Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : n.toLocaleString('en');

/** "1 room", "2 rooms", "1,600 rooms". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;
