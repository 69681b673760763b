// machine.test.ts: the board controls' state table, every state and every action, and the Pause button it implies.
import { describe, expect, it } from 'vitest';
import { ACTION_NAMES, type Action, Machine, STATE_NAMES, type State, next, pauseButton } from '../../web/src/board/state/machine';

// The whole table written out by hand: where each action leads from each state ('-': nowhere, nothing happens).
const EXPECTED: Record<State, Record<Action, State | '-'>> = {
  idle: { step: 'stepping', grow: 'growing', search: 'growing', pause: '-', resume: '-', seek: '-', finished: '-', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking', cancel: '-' },
  stepping: { step: 'stepping', grow: 'growing', search: 'growing', pause: '-', resume: 'growing', seek: 'stepping', finished: 'done', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking', cancel: '-' },
  growing: { step: 'paused', grow: 'growing', search: 'growing', pause: 'paused', resume: '-', seek: 'stepping', finished: 'done', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking', cancel: '-' },
  paused: { step: 'paused', grow: 'growing', search: 'growing', pause: '-', resume: 'growing', seek: 'stepping', finished: 'done', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking', cancel: '-' },
  done: { step: 'stepping', grow: 'growing', search: 'growing', pause: '-', resume: '-', seek: 'stepping', finished: '-', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking', cancel: '-' },
  asking: { step: 'stepping', grow: 'growing', search: 'growing', pause: '-', resume: '-', seek: '-', finished: '-', reset: 'idle', load: 'idle', fail: 'idle', ask: '-', cancel: 'idle' },
};

describe('the controls state table', () => {
  for (const state of STATE_NAMES)
    for (const action of ACTION_NAMES)
      it(`${state} + ${action} -> ${EXPECTED[state][action]}`, () => {
        const want = EXPECTED[state][action];
        expect(next(state, action)).toBe(want === '-' ? null : want);
      });

  it('names every state and action once', () => {
    expect(new Set(STATE_NAMES).size).toBe(6);
    expect(new Set(ACTION_NAMES).size).toBe(12);
    expect(Object.keys(EXPECTED).sort()).toEqual([...STATE_NAMES].sort());
  });

  it('the Pause button shows only while a maze grows (Pause) or after it was paused (Resume)', () => {
    const said = Object.fromEntries(STATE_NAMES.map((s) => [s, pauseButton(s)]));
    expect(said).toEqual({
      idle: { label: 'Pause', shown: false },
      stepping: { label: 'Pause', shown: false },
      growing: { label: 'Pause', shown: true },
      paused: { label: 'Resume', shown: true },
      done: { label: 'Pause', shown: false },
      asking: { label: 'Pause', shown: false },
    });
  });
});

describe('the machine', () => {
  it('moves by the table and tells of each move; an action that does nothing changes nothing', () => {
    const moves: string[] = [];
    const machine = new Machine((from, to) => moves.push(`${from}>${to}`));
    expect(machine.state).toBe('idle');
    expect(machine.go('pause')).toBe(false);
    expect(machine.go('step')).toBe(true);
    expect(machine.go('resume')).toBe(true);
    expect(machine.go('seek')).toBe(true);
    expect(machine.go('finished')).toBe(true);
    expect(machine.go('finished')).toBe(false);
    expect(machine.go('ask')).toBe(true);
    expect(machine.go('cancel')).toBe(true);
    expect(machine.state).toBe('idle');
    expect(moves).toEqual(['idle>stepping', 'stepping>growing', 'growing>stepping', 'stepping>done', 'done>asking', 'asking>idle']);
  });
});
