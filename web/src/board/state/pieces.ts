// pieces.ts: a colour for each piece of random walls, worked out from the pieces alone, so any step looks the same however it was reached.
import { PIECE_COLOURS } from './palette';

/** A piece's own colour, 1..7, from its label (the lesson's piece number). */
export const ownColour = (label: number): number => 1 + (label % PIECE_COLOURS);

/**
 * Per room: its piece's colour, 1..7, or 0 for a room still alone. Pieces take their own colour (from
 * their first room) unless a piece beside them (biggest first) has it already; then the first colour free around them.
 */
export function pieceColours(labels: Int32Array, rows: number, cols: number): Uint8Array {
  const n = rows * cols;
  // A label may point at another room of the piece rather than its root: follow it to the end.
  const root = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let r = i;
    for (let hops = 0; hops < n && labels[r] >= 0 && labels[r] < n && labels[r] !== r; hops++) r = labels[r];
    root[i] = r;
  }
  const label = (i: number): number => root[i];
  const size = new Int32Array(n);
  // A piece is known by its first room, whatever label the engine gave it (labels differ between ways of reaching the same step).
  const first = new Int32Array(n).fill(n);
  for (let i = 0; i < n; i++) {
    size[label(i)]++;
    if (first[label(i)] > i) first[label(i)] = i;
  }
  // Pieces beside each other: each pair once a room side, listed both ways.
  const pairs: number[] = [];
  for (let i = 0; i < n; i++) {
    const p = label(i);
    if (size[p] < 2) continue;
    const right = (i + 1) % cols !== 0 ? label(i + 1) : p;
    const below = i + cols < n ? label(i + cols) : p;
    if (right !== p && size[right] > 1) pairs.push(p, right);
    if (below !== p && size[below] > 1) pairs.push(p, below);
  }
  const start = new Int32Array(n + 1);
  for (let k = 0; k < pairs.length; k += 2) {
    start[pairs[k] + 1]++;
    start[pairs[k + 1] + 1]++;
  }
  for (let p = 0; p < n; p++) start[p + 1] += start[p];
  const fill = start.slice(0, n);
  const beside = new Int32Array(pairs.length);
  for (let k = 0; k < pairs.length; k += 2) {
    beside[fill[pairs[k]]++] = pairs[k + 1];
    beside[fill[pairs[k + 1]]++] = pairs[k];
  }
  const pieces: number[] = [];
  for (let p = 0; p < n; p++) if (size[p] > 1) pieces.push(p);
  pieces.sort((a, b) => size[b] - size[a] || first[a] - first[b]);
  const colour = new Uint8Array(n);
  for (const p of pieces) {
    let taken = 0;
    for (let k = start[p]; k < start[p + 1]; k++) taken |= 1 << colour[beside[k]];
    const own = ownColour(first[p]);
    let c = own;
    for (let step = 0; step < PIECE_COLOURS && (taken >> c) & 1; step++) c = 1 + (c % PIECE_COLOURS);
    colour[p] = (taken >> c) & 1 ? own : c;
  }
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = colour[label(i)];
  return out;
}
