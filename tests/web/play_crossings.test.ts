// play_crossings.test.ts: Play in a weave maze says "under" and "over": the tunnels read from the engine's "under" list, and the words.
import { describe, expect, it } from 'vitest';
import { Crossings } from '../../web/src/play/crossings';
import { passLine } from '../../web/src/play/announce';

describe('Play\'s crossings', () => {
  // 3 x 3: a tunnel from room 1 to room 7 under room 4, whose own corridor runs from 3 to 5.
  const crossings = new Crossings([[1, 7, 4]]);

  it('says a move through a tunnel goes under, either way, and a move into the room above it goes over', () => {
    expect(crossings.size).toBe(1);
    expect(crossings.pass(1, 7)).toBe('under');
    expect(crossings.pass(7, 1)).toBe('under');
    expect(crossings.pass(3, 4)).toBe('over');
    expect(crossings.pass(5, 4)).toBe('over');
    expect(crossings.pass(4, 5)).toBe(null);
    expect(crossings.pass(0, 1)).toBe(null);
  });

  it('puts the words before the room', () => {
    expect(passLine([])).toBe('');
    expect(passLine(['under'])).toBe('You went under a corridor. ');
    expect(passLine(['over'])).toBe('You went over a tunnel. ');
    expect(passLine(['over', 'under'])).toBe('You went over a tunnel, then under a corridor. ');
  });
});
