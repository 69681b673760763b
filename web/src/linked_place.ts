// linked_place.ts: a link to a place in the lesson (#robot, #challenge-NAME, a star's link) lands
// there and stays there while the page is still being made above it (programs, labs and boards made
// after the first board is drawn). It lets go at the student's first scroll, press or key.
import { STUDENT_INPUT } from './when';

/** How long the place is held after the page last changed size. */
const SETTLE_MS = 1500;
/** The longest it is ever held. */
const MOST_MS = 10_000;

function placeOf(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    const place = document.getElementById(decodeURIComponent(hash.slice(1)));
    // A part hidden until the student guesses (a lab, a table): its section is the place.
    return place?.closest('[hidden]') ? place.closest('section') : place;
  } catch {
    return null; // not an address of ours (a malformed %)
  }
}

let letGo: (() => void) | null = null;

function hold(place: HTMLElement): void {
  letGo?.();
  const start = performance.now();
  let last = start;
  let frame = 0;
  const align = (): void => {
    frame = 0;
    const now = performance.now();
    if (now - last > SETTLE_MS || now - start > MOST_MS) return letGo?.();
    const margin = parseFloat(getComputedStyle(place).scrollMarginTop) || 0;
    if (Math.abs(place.getBoundingClientRect().top - margin) > 1) place.scrollIntoView({ block: 'start', behavior: 'instant' });
    frame = requestAnimationFrame(align);
  };
  const grew = new ResizeObserver(() => {
    last = performance.now();
  });
  grew.observe(document.body);
  const stop = (): void => letGo?.();
  letGo = () => {
    grew.disconnect();
    cancelAnimationFrame(frame);
    for (const name of STUDENT_INPUT) removeEventListener(name, stop, true);
    letGo = null;
  };
  for (const name of STUDENT_INPUT) addEventListener(name, stop, { capture: true, passive: true });
  frame = requestAnimationFrame(align);
}

/** Holds the place the address names now, and each one a link in the page goes to. */
export function keepLinkedPlaces(): void {
  if (typeof ResizeObserver !== 'function') return;
  const now = placeOf(location.hash);
  if (now) hold(now);
  addEventListener('hashchange', () => {
    const place = placeOf(location.hash);
    if (place) hold(place);
  });
}
