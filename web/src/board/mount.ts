// mount.ts: puts the board together: the panel's markup, the model, the canvas view and the controls.
import { BoardControls } from './controls';
import { BoardModel } from './model';
import { buildPanel } from './panel';
import { BoardView } from './view';

export function mount(root: HTMLElement): void {
  const panel = buildPanel();
  root.append(panel.root);
  const model = new BoardModel();
  let controls: BoardControls | null = null;
  const view = new BoardView(panel.stage, model, { mode: () => controls?.onViewMode() });
  controls = new BoardControls(panel, model, view);
  controls.onViewMode();
}
