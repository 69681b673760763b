// robot_panel.ts: the board's robot controls: Robot, Knock a hole, and the way out set by a click on a room or the Way out room box.
import type { BoardControls } from '../run/controls';
import type { BoardModel } from '../state/model';
import type { Panel } from '../panel/panel';
import { ROBOT } from '../state/robot';
import type { Status } from '../panel/status';
import type { BoardView } from '../draw/view';

export interface RobotPanel {
  robot: HTMLButtonElement;
  knock: HTMLButtonElement;
  goal: HTMLInputElement;
}

/** Adds the robot's row under the board's buttons and wires it. */
export function wireRobot(ui: Panel, model: BoardModel, c: BoardControls, view: BoardView, status: Status): RobotPanel {
  const robot = button('Robot');
  const knock = button('Knock a hole');
  const goal = document.createElement('input');
  Object.assign(goal, { type: 'number', min: '0', step: '1', id: `board-goal-${++count}`, autocomplete: 'off' });
  goal.inputMode = 'numeric';
  const label = document.createElement('label');
  label.htmlFor = goal.id;
  label.textContent = 'Way out room';
  const hint = document.createElement('p');
  hint.className = 'board-field-hint';
  hint.id = `${goal.id}-hint`;
  hint.textContent = 'Click a room on the maze, or type its number (0 is the way in, top left).';
  goal.setAttribute('aria-describedby', hint.id);
  const field = document.createElement('div');
  field.className = 'board-field board-goal';
  field.append(label, goal, hint);
  const row = document.createElement('div');
  row.className = 'board-actions board-robot';
  row.append(robot, knock, field);
  ui.root.querySelector('.board-actions')?.after(row);
  const swatch = document.createElement('span');
  swatch.className = 'board-swatch board-swatch-robot';
  swatch.setAttribute('aria-hidden', 'true');
  const line = document.createElement('li');
  line.append(swatch, ROBOT.legend[0].words);
  ui.root.querySelector('.board-legend')?.append(line);

  const at = (room: number): string => (model.layout ? `room ${room}` : `room ${room} (row ${Math.floor(room / model.cols)}, column ${room % model.cols})`);
  const choose = (room: number | null): void => {
    c.setGoal(room);
    goal.value = room === null ? '' : String(room);
    if (room !== null) status.say(`The way out is now ${at(room)}. Press Way out or Robot.`);
  };

  robot.addEventListener('click', () => void c.robot());
  knock.addEventListener('click', () => {
    const wall = c.knock();
    if (wall === undefined) return;
    if (wall === null) status.say('There is no wall left to knock down.');
    else status.say(`Knocked a hole in the wall between ${at(wall.a)} and ${at(wall.b)}. The maze has a loop now. Press Robot.`);
  });
  goal.addEventListener('change', () => {
    const text = goal.value.trim();
    const room = Number(text);
    if (text === '') return choose(null);
    if (!Number.isInteger(room) || room < 0 || room >= model.rooms) {
      status.say(`There is no room ${text}: rooms go from 0 to ${model.rooms - 1}.`);
      return;
    }
    choose(room);
  });
  view.canvas.addEventListener('click', (event) => {
    if (model.scene === 'blank') return;
    const room = view.roomAtPoint(event.offsetX, event.offsetY);
    if (room >= 0) choose(room);
  });
  // The board forgets a chosen way out when it is reset (a new size or shape): so does the box.
  model.subscribe(() => {
    goal.max = String(model.rooms - 1);
    if (c.goal === null && goal.value !== '' && document.activeElement !== goal) goal.value = '';
  });
  return { robot, knock, goal };
}

let count = 0;

function button(text: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  return b;
}
