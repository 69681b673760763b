// A check again says more than the first: a program stopped at its time limit before its tests, once with its Python
// replaced (no line known) and once answering the stop (its line known), gives the line, in either order.
import { describe, expect, test } from 'vitest';
import { CHALLENGES } from '../../web/src/lesson/challenges';
import { summarise, type Graded } from '../../web/src/lesson/grade';
import type { Outcome } from '../../web/src/python/client';
import { merge, slowTests } from '../../web/src/teacher/checks_again';

const stopped = (status: Outcome['status'], line: number | null): Graded => {
  const outcome: Outcome = {
    status,
    problem: line === null ? null : { kind: 'interrupted', type: 'KeyboardInterrupt', message: '', lastLine: 'KeyboardInterrupt', line, column: null, code: 'while True: pass', frames: [], syntaxMessage: null },
    ms: 5000,
    truncated: false,
    replaced: status === 'killed',
    hasFunction: false,
    tests: [],
    stopReason: 'timeout',
    stoppedEarly: false,
    interruptible: true,
    forged: 0,
    started: true,
  };
  return { ...summarise(CHALLENGES.farthest, [], outcome), seed: '1' };
};

describe('checks again', () => {
  const replaced = stopped('killed', null);
  const answered = stopped('timeout', 1);

  test('a program over its time counts as slow, so it is checked again', () => {
    expect(replaced.blocked).toBe('Your program stopped before the tests could start: Stopped after 5 seconds.');
    expect(answered.blocked).toBe('Your program stopped before the tests could start: Stopped after 5 seconds at line 1.');
    expect(slowTests(replaced)).toBe(1);
    expect(slowTests(answered)).toBe(1);
  });

  test('the check that saw where the program was stopped is kept, whichever came first', () => {
    expect(merge(replaced, answered).blocked).toBe(answered.blocked);
    expect(merge(answered, replaced).blocked).toBe(answered.blocked);
    expect(merge(replaced, stopped('killed', null)).blocked).toBe(replaced.blocked);
  });

  test('a check that passed more tests still wins over a blocked one', () => {
    const ran = { ...answered, blocked: '', passed: 3 };
    expect(merge(answered, ran)).toBe(ran);
    expect(merge(ran, replaced)).toBe(ran);
  });
});
