// status.test.ts: the status line says the step the model shows (its own words, then the end's), never an old step's.
import { describe, expect, it } from 'vitest';
import { OPEN_DOWN, OPEN_RIGHT, StepKind } from 'maze-engine/engine';
import { BoardModel } from '../../web/src/board/state/model';
import { type Frame, lessonWays } from '../../web/src/board/state/looks';
import { stepWords, wayOutWords } from '../../web/src/board/state/words';

function model(more: Partial<Frame>): BoardModel {
  const m = new BoardModel();
  m.apply({
    rows: 10, cols: 10, shape: 'square', layout: null, scene: 'walk', full: new Uint16Array(100), rooms: null, looks: null, thread: null, route: null, refused: [],
    last: null, pieces: 100, steps: 0, length: 0, ways: lessonWays(100), busy: true, progress: 0, seed: '2083', found: null,
    ...more,
  });
  return m;
}

describe('the status line', () => {
  it('says the step shown when steps are described, and nothing of an earlier one', () => {
    const enter = { kind: StepKind.Enter, a: 0, b: 1 };
    expect(stepWords(model({ steps: 2, length: 5, last: enter }), true)).toBe('Knocked down the wall from (0, 0) and went into the new room (0, 1).');
    // Many steps at once (no single event): the old words go.
    expect(stepWords(model({ steps: 90, length: 90, last: null }), true)).toBeNull();
    // Not describing (fast): no words for a step.
    expect(stepWords(model({ steps: 2, length: 5, last: enter }), false)).toBeNull();
    // Step 0: an empty line.
    expect(stepWords(model({ steps: 0, length: 5 }), true)).toBe('');
  });

  it('at the end of the timeline says the end; reached by a step, that step first', () => {
    // A comb of a maze: every row open to the right, the first column open down (99 openings).
    const full = new Uint16Array(100).map((_, i) => (i % 10 < 9 ? OPEN_RIGHT : 0) | (i % 10 === 0 && i < 90 ? OPEN_DOWN : 0));
    const done = model({ steps: 200, length: 200, busy: false, pieces: 1, last: null, full });
    expect(stepWords(done, false)).toBe('Done: the thread wound all the way back. 100 rooms, 99 openings, one piece.');
    const back = model({ steps: 200, length: 200, busy: false, pieces: 1, last: { kind: StepKind.Back, a: 0, b: -1 }, full });
    expect(stepWords(back, true)).toBe(
      'Stepped back out of the first room: the thread is all wound up. Done: the thread wound all the way back. 100 rooms, 99 openings, one piece.',
    );
    // Loops set: the walls knocked after the growth are said as loops.
    const braided = model({ steps: 230, length: 230, busy: false, pieces: 1, last: null, full: full.map((look, i) => (i >= 11 && i < 15 ? look | OPEN_DOWN : look)) });
    expect(stepWords(braided, false)).toBe('Done: the thread wound all the way back. 100 rooms, 99 openings, one piece. Then 4 more walls came down: 4 loops.');
    // Gone back along the timeline: not the end any more.
    expect(stepWords(model({ steps: 150, length: 200, busy: true, pieces: 40, last: null }), true)).toBeNull();
  });

  it('says nothing for a blank board or a picture', () => {
    expect(stepWords(model({ scene: 'blank' }), true)).toBeNull();
    expect(stepWords(model({ scene: 'still', busy: false }), true)).toBeNull();
  });

  it('the way-out sentence shows only once the search has ended', () => {
    expect(wayOutWords(model({ scene: 'search', busy: false, found: 47, steps: 60, length: 60 }))).toBe('The way out goes through 47 rooms');
    expect(wayOutWords(model({ scene: 'search', busy: false, found: 1, steps: 1, length: 1 }))).toBe('The way out goes through 1 room');
    expect(wayOutWords(model({ scene: 'search', busy: true, found: null, steps: 10, length: 60 }))).toBe('');
    expect(wayOutWords(model({ scene: 'search', busy: false, found: 0 }))).toBe('There is no way out: the way out cannot be reached from the way in.');
    expect(wayOutWords(model({ scene: 'walk', busy: false, found: null }))).toBe('');
  });
});
