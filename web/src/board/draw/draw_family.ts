// draw_family.ts: the maze's tree hung from the way in like a family tree: steps from the way in down the side, the way out marked.
import type { BoardModel } from '../state/model';
import { INK } from '../state/palette';
import type { FamilyTree } from './tree';

export function drawFamily(ctx: CanvasRenderingContext2D, m: BoardModel, tree: FamilyTree, dpr: number): void {
  const W = ctx.canvas.width;
  const H = ctx.canvas.height;
  const left = 58 * dpr;
  const right = 16 * dpr;
  const top = 34 * dpr;
  const bottom = 30 * dpr;
  const innerW = W - left - right;
  const innerH = H - top - bottom;
  const gapX = tree.leaves > 1 ? innerW / (tree.leaves - 1) : innerW;
  const gapY = tree.levels > 1 ? innerH / (tree.levels - 1) : innerH;
  const px = (room: number): number => left + (tree.leaves > 1 ? tree.x[room] * gapX : innerW / 2);
  const py = (room: number): number => top + tree.depth[room] * gapY;
  const onRoute = new Uint8Array(m.rooms);
  for (const room of m.route) onRoute[room] = 1;

  // Steps from the way in, down the left side.
  ctx.fillStyle = '#4f5662';
  ctx.font = `${12 * dpr}px system-ui, sans-serif`;
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  const every = tree.levels > 60 ? 20 : tree.levels > 25 ? 10 : 5;
  ctx.strokeStyle = '#ece9e1';
  ctx.lineWidth = dpr;
  for (let d = 0; d < tree.levels; d += every) {
    const y = top + d * gapY;
    ctx.fillText(String(d), left - 8 * dpr, y);
    ctx.beginPath();
    ctx.moveTo(left - 4 * dpr, y);
    ctx.lineTo(W - right, y);
    ctx.stroke();
  }
  ctx.save();
  ctx.translate(10 * dpr, top + innerH / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.textAlign = 'center';
  ctx.fillText('steps from the way in', 0, 0);
  ctx.restore();

  // Elbow lines from each parent to its children: a bar under the parent, a drop to each child.
  const plain = new Path2D();
  const route = new Path2D();
  for (const room of tree.order) {
    const p = tree.parent[room];
    if (p < 0) continue;
    const path = onRoute[room] && onRoute[p] ? route : plain;
    const mid = py(p) + gapY / 2;
    path.moveTo(px(p), py(p));
    path.lineTo(px(p), mid);
    path.lineTo(px(room), mid);
    path.lineTo(px(room), py(room));
  }
  ctx.lineJoin = 'round';
  ctx.lineCap = 'round';
  ctx.strokeStyle = INK.tree;
  ctx.lineWidth = Math.max(dpr, Math.min(2 * dpr, gapX * 0.15));
  ctx.stroke(plain);
  ctx.strokeStyle = INK.route;
  ctx.lineWidth = Math.max(2.5 * dpr, Math.min(5 * dpr, gapX * 0.35));
  ctx.stroke(route);

  const radius = Math.max(1.5 * dpr, Math.min(5 * dpr, gapX * 0.3, gapY * 0.35));
  const dots = new Path2D();
  const routeDots = new Path2D();
  for (const room of tree.order) {
    const path = onRoute[room] ? routeDots : dots;
    path.moveTo(px(room) + radius, py(room));
    path.arc(px(room), py(room), radius, 0, Math.PI * 2);
  }
  ctx.fillStyle = INK.tree;
  ctx.fill(dots);
  ctx.fillStyle = INK.route;
  ctx.fill(routeDots);

  ctx.font = `600 ${13 * dpr}px system-ui, sans-serif`;
  ctx.textBaseline = 'bottom';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#1f2328';
  ctx.fillText('way in', px(m.ways.in), py(m.ways.in) - radius - 4 * dpr);
  const out = m.ways.out;
  if (tree.depth[out] > 0) {
    // Beside the room, on the side with more space, so it never sits on the rooms below.
    const rightSide = px(out) < left + innerW * 0.8;
    ctx.textAlign = rightSide ? 'left' : 'right';
    ctx.textBaseline = 'middle';
    ctx.fillText('way out', px(out) + (rightSide ? 1 : -1) * (radius + 6 * dpr), py(out));
  }
  const cut = m.rooms - tree.order.length;
  if (cut > 0) {
    ctx.textAlign = 'left';
    ctx.textBaseline = 'bottom';
    ctx.font = `${12 * dpr}px system-ui, sans-serif`;
    ctx.fillStyle = '#4f5662';
    ctx.fillText(`${cut} room${cut === 1 ? ' is' : 's are'} not joined to the way in yet`, left, H - 6 * dpr);
  }
}
