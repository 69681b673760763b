// moved.ts: parts of the lesson that now have pages of their own keep their old addresses: a saved
// link, a worksheet's QR code or a star's link to index.html#robot lands on robot.html#robot.
// moved.json is the one table of them (every id of each page; tests/board/pages.test.ts checks it).
import MOVED from './moved.json';

const PAGE_OF = new Map(Object.entries(MOVED as Record<string, string[]>).flatMap(([page, ids]) => ids.map((id) => [id, page] as const)));

/** The page that now holds the part this address names, or null (a board link, a place still here). */
export function movedTo(hash: string): string | null {
  try {
    return PAGE_OF.get(decodeURIComponent(hash.replace(/^#/, ''))) ?? null;
  } catch {
    return null; // not an address of ours (a malformed %)
  }
}

function follow(): void {
  const page = movedTo(location.hash);
  if (page) location.replace(new URL(`${page}${location.search}${location.hash}`, location.href));
}

follow();
addEventListener('hashchange', follow);
