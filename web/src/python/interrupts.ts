// interrupts.ts: asking Python to stop (a KeyboardInterrupt through shared memory), and the grace it gets before its worker is ended.
import type { Job } from './job';
import type { PythonStats, StopReason } from './outcome';
import { SIGINT, SLOT_ABORT, SLOT_SIGNAL, SLOT_TEST } from './protocol';

/** What an interrupt needs from the runner: the grace, where answer times go, and how a worker is ended. */
export interface Ending {
  readonly graceMs: number;
  readonly stats: PythonStats;
  kill(job: Job): void;
}

/** Python answered an interrupt: how long it took goes into the stats. */
export function noteInterrupt(job: Job, stats: PythonStats): void {
  if (job.interruptedAt) stats.interruptMs.push(performance.now() - job.interruptedAt);
  job.interruptedAt = 0;
}

/**
 * Ask Python to stop (KeyboardInterrupt); if it does not answer in time, replace the worker.
 * Without shared memory Stop cannot reach Python: its worker is ended (the spare takes over);
 * at the time limit the worker's own clock has already interrupted it, so it gets the same grace.
 */
export function interrupt(job: Job, reason: StopReason, end: Ending): void {
  const slot = job.slot;
  if (!slot || job.finished) return;
  job.stopReason ??= reason;
  job.callbacks.onPhase?.('stopping');
  if (!slot.shared) {
    if (reason === 'stop') return end.kill(job);
    job.timers.clear();
    job.timers.grace(end.graceMs, () => end.kill(job));
    return;
  }
  if (reason === 'stop') Atomics.store(slot.shared, SLOT_ABORT, 1);
  Atomics.store(slot.shared, SLOT_SIGNAL, SIGINT);
  job.interruptedAt = performance.now();
  job.timers.dropLimit();
  graceAfterSignal(job, slot.shared, end, () => true);
}

/**
 * The grace after a signal. Python clears the signal when it reads it, so a cleared signal with no answer yet
 * means a Python that is alive: still unwinding on a busy computer, or a program that caught the stop. It gets
 * the signal once more and one more grace; a signal never read means Python is stuck, and its worker is ended.
 */
function graceAfterSignal(job: Job, shared: Int32Array, end: Ending, stillOn: () => boolean, again = true): void {
  job.timers.grace(end.graceMs, () => {
    if (again && stillOn() && Atomics.load(shared, SLOT_SIGNAL) === 0) {
      Atomics.store(shared, SLOT_SIGNAL, SIGINT);
      return graceAfterSignal(job, shared, end, stillOn, false);
    }
    end.kill(job);
  });
}

/** One test is over its time: interrupt just that test, if the worker is still on it. */
export function interruptTest(job: Job, index: number, end: Ending): void {
  const slot = job.slot;
  if (!slot || job.finished) return;
  if (!slot.shared) {
    // The worker's own clock interrupts the test; its answer clears this grace.
    job.slowTest = index;
    job.timers.grace(end.graceMs, () => end.kill(job));
    return;
  }
  if (Atomics.load(slot.shared, SLOT_TEST) !== index) {
    // The worker says it is past this test: its report is on the way. If none comes, end the worker.
    job.timers.grace(end.graceMs, () => {
      if (job.reported(index)) return;
      job.slowTest = index;
      end.kill(job);
    });
    return;
  }
  job.slowTest = index;
  Atomics.store(slot.shared, SLOT_SIGNAL, SIGINT);
  job.interruptedAt = performance.now();
  graceAfterSignal(job, slot.shared, end, () => Atomics.load(slot.shared!, SLOT_TEST) === index);
}
