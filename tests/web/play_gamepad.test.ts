// play_gamepad.test.ts: the d-pad and the left stick as moves, read through a stubbed navigator.getGamepads, with a held direction repeating.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GamepadInput, type PadLike, REPEAT_AFTER_MS, REPEAT_EVERY_MS, headingOf, padState, readPads } from '../../web/src/play/gamepad';

/** A standard-mapping pad: 17 buttons (those listed pressed) and two sticks. */
function pad(pressed: number[] = [], axes: number[] = [0, 0, 0, 0]): PadLike {
  return { connected: true, buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: pressed.includes(i), value: pressed.includes(i) ? 1 : 0 })), axes };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one pad', () => {
  it('d-pad buttons 12 to 15 are up, down, left and right on every shape', () => {
    for (const shape of ['square', 'hex', 'triangle', 'circle'] as const) {
      expect(padState(pad([12]), shape)).toEqual({ heading: 'up', run: false });
      expect(padState(pad([13]), shape)).toEqual({ heading: 'down', run: false });
      expect(padState(pad([14]), shape)).toEqual({ heading: 'left', run: false });
      expect(padState(pad([15]), shape)).toEqual({ heading: 'right', run: false });
      expect(padState(pad([]), shape)).toEqual({ heading: null, run: false });
      expect(padState(pad([12, 13]), shape)).toEqual({ heading: null, run: false }); // up and down cancel
    }
  });

  it('two d-pad buttons make a diagonal, except on the square', () => {
    expect(padState(pad([12, 14]), 'hex').heading).toBe('up-left');
    expect(padState(pad([12, 15]), 'hex').heading).toBe('up-right');
    expect(padState(pad([13, 14]), 'circle').heading).toBe('down-left');
    expect(padState(pad([13, 15]), 'triangle').heading).toBe('down-right');
    expect(padState(pad([12, 15]), 'square').heading).toBeNull();
    // So on every shape whose ways are the four straight ones (its row's ways), as its keys are.
    expect(padState(pad([12, 15]), 'mask').heading).toBeNull();
    expect(padState(pad([12, 15]), 'weave').heading).toBeNull();
  });

  it('the left stick outside the dead zone: four ways on the square, eight elsewhere', () => {
    expect(padState(pad([], [0.3, -0.3]), 'square').heading).toBeNull(); // inside the dead zone (0.42 < 0.5)
    expect(padState(pad([], [0, -0.9]), 'square').heading).toBe('up');
    expect(padState(pad([], [0.9, -0.6]), 'square').heading).toBe('right');
    expect(padState(pad([], [-0.5, 0.8]), 'square').heading).toBe('down');
    expect(padState(pad([], [0.7, -0.7]), 'hex').heading).toBe('up-right');
    expect(padState(pad([], [-0.7, 0.7]), 'circle').heading).toBe('down-left');
    expect(padState(pad([], [-1, 0.2]), 'triangle').heading).toBe('left');
    expect(padState(pad([15], [-1, 0]), 'square').heading).toBe('right'); // the d-pad wins over the stick
    expect(padState(pad([], [0, 0, 1, 0]), 'square').heading).toBeNull(); // the right stick is not read
    expect(headingOf(0, 0, 'hex')).toBeNull();
  });

  it('a shoulder button or trigger held runs, as Shift does', () => {
    for (const b of [4, 5, 6, 7]) expect(padState(pad([12, b]), 'square')).toEqual({ heading: 'up', run: true });
    expect(padState(pad([12, 0]), 'square').run).toBe(false);
    // A trigger pulled half way or more, reported only by its value.
    expect(padState({ buttons: [...Array(7).fill({ pressed: false }), { pressed: false, value: 0.8 }, ...Array(4).fill({}), { pressed: true }], axes: [] }, 'hex')).toEqual({ heading: 'up', run: true });
  });

  it('trusts nothing: missing buttons, NaN axes, disconnected pads', () => {
    expect(padState({}, 'square')).toEqual({ heading: null, run: false });
    expect(padState({ axes: [Number.NaN, Number.POSITIVE_INFINITY] }, 'square')).toEqual({ heading: null, run: false });
    expect(padState({ buttons: [undefined as never], axes: [5, 0] }, 'square')).toEqual({ heading: 'right', run: false }); // clamped to 1
    expect(readPads([null, { ...pad([12]), connected: false }, pad([13])], 'square')).toEqual({ heading: 'down', run: false });
    expect(readPads(null, 'square')).toEqual({ heading: null, run: false });
  });
});

describe('through navigator.getGamepads', () => {
  it('moves at once, repeats after a hold, stops on letting go', () => {
    let pads: (PadLike | null)[] = [null, null, null, null];
    vi.stubGlobal('navigator', { getGamepads: () => pads });
    const input = new GamepadInput();
    expect(input.poll(0, 'square')).toBeNull();
    pads = [pad([15]), null];
    expect(input.poll(10, 'square')).toEqual({ heading: 'right', run: false });
    expect(input.poll(20, 'square')).toBeNull();
    expect(input.poll(10 + REPEAT_AFTER_MS - 1, 'square')).toBeNull();
    expect(input.poll(10 + REPEAT_AFTER_MS, 'square')).toEqual({ heading: 'right', run: false });
    expect(input.poll(10 + REPEAT_AFTER_MS + REPEAT_EVERY_MS - 1, 'square')).toBeNull();
    expect(input.poll(10 + REPEAT_AFTER_MS + REPEAT_EVERY_MS, 'square')).toEqual({ heading: 'right', run: false });
    // Another direction moves at once; letting go and pressing again moves at once too.
    pads = [pad([13, 5])];
    expect(input.poll(500, 'square')).toEqual({ heading: 'down', run: true });
    pads = [pad([])];
    expect(input.poll(510, 'square')).toBeNull();
    pads = [pad([13])];
    expect(input.poll(520, 'square')).toEqual({ heading: 'down', run: false });
  });

  it('a browser with no Gamepad API, or one that throws, gives nothing', () => {
    vi.stubGlobal('navigator', {});
    expect(new GamepadInput().poll(0, 'hex')).toBeNull();
    vi.stubGlobal('navigator', {
      getGamepads: () => {
        throw new Error('not allowed');
      },
    });
    expect(new GamepadInput().poll(0, 'hex')).toBeNull();
  });
});
