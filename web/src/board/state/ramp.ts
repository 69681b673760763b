// ramp.ts: the colour ramp for the Distance view (viridis: dark purple, blue, green, yellow; readable with any colour vision).
import { packed } from './palette';

// Viridis (Smith, van der Walt and Firing; CC0) at 0, 1/16, ..., 1: a 256-entry table is made from these.
const STOPS = '440154 47186a 472c7b 424085 3a528b 32628d 2c728e 26818e 20908c 1e9f88 28ae7f 3ebc73 5ec961 83d34b addc30 d7e219 fde725'
  .split(' ')
  .map((hex) => [parseInt(hex.slice(0, 2), 16), parseInt(hex.slice(2, 4), 16), parseInt(hex.slice(4, 6), 16)]);

export const RAMP_SIZE = 256;

/** The ramp as CSS colours: entry 0 is the way in, entry 255 the farthest room. */
export const RAMP_CSS: readonly string[] = Array.from({ length: RAMP_SIZE }, (_, i) => {
  const t = (i / (RAMP_SIZE - 1)) * (STOPS.length - 1);
  const k = Math.min(STOPS.length - 2, Math.floor(t));
  const f = t - k;
  const rgb = STOPS[k].map((v, c) => Math.round(v + (STOPS[k + 1][c] - v) * f));
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
});

/** The same colours packed as ImageData words (little-endian ABGR). */
export const RAMP: Uint32Array = Uint32Array.from(RAMP_CSS, packed);

/** A room the way in does not reach (a maze still growing): neutral grey. */
export const UNREACHED_CSS = '#8c8c8c';
export const UNREACHED = packed(UNREACHED_CSS);

/** The way out drawn over the ramp: white with a near-black edge stands out on every colour of it. */
export const ROUTE_CSS = '#ffffff';
export const ROUTE_EDGE_CSS = '#000000';
export const ROUTE = packed(ROUTE_CSS);
export const ROUTE_EDGE = packed(ROUTE_EDGE_CSS);

/** Entry of the ramp for a room `steps` from the way in, when the farthest room is `maxSteps` away (-1: not reached). */
export function rampIndex(steps: number, maxSteps: number): number {
  if (steps < 0) return -1;
  if (maxSteps <= 0) return 0;
  return Math.min(RAMP_SIZE - 1, Math.round((steps / maxSteps) * (RAMP_SIZE - 1)));
}

/** CSS colour of a room `steps` from the way in (grey when not reached). */
export function rampColour(steps: number, maxSteps: number): string {
  const i = rampIndex(steps, maxSteps);
  return i < 0 ? UNREACHED_CSS : RAMP_CSS[i];
}

/** Packed colour of a room `steps` from the way in (grey when not reached). */
export function rampPixel(steps: number, maxSteps: number): number {
  const i = rampIndex(steps, maxSteps);
  return i < 0 ? UNREACHED : RAMP[i];
}
