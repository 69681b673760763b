// stroke.ts: a line with a darker edge round it, the way every board draws its thread, way out and trails.

/** A line `width` wide in `colour` with a darker `edge` round it (a pixel, or dpr pixels, each side), its ends and corners round. */
export function strokeEdged(ctx: CanvasRenderingContext2D, path: Path2D, width: number, colour: string, edge: string, dpr: number): void {
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = edge;
  ctx.lineWidth = width + 2 * Math.max(1, dpr);
  ctx.stroke(path);
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke(path);
}
