// numbers.ts: how the page writes counts: with thousands separators, singular or plural.

/** A count as the page writes it: 4,000,000. */
export const count = (n: number): string => n.toLocaleString('en');

/** "1 room", "2 rooms", "1,600 rooms". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;
