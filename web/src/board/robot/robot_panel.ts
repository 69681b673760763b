// robot_panel.ts: the robot's row on the robot section's board: Robot, Knock a hole, and the way out set by a click on a room or the Way out room box.
import { button, el, field } from '../panel/dom';
import type { Status } from '../panel/status';
import type { BoardControls } from '../run/controls';
import type { BoardView } from '../draw/view';
import type { BoardModel } from '../state/model';
import './robot.css';

/** The row, wired: Robot walks with a hand on the right wall; a click on a room makes it the way out. */
export function robotRow(model: BoardModel, c: BoardControls, view: BoardView, status: Status): HTMLElement {
  const robot = button('Robot', { class: 'primary' });
  const knock = button('Knock a hole');
  const goal = el('input', { type: 'number', min: 0, step: 1, autocomplete: 'off', inputmode: 'numeric' });
  const f = field('Way out room', goal, 'Click a room on the maze, or type its number (0 is the way in, top left).');
  f.wrap.classList.add('board-goal');

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
  return el('div', { class: 'board-actions board-robot' }, robot, knock, f.wrap);
}
