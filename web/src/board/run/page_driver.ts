// page_driver.ts: runs a board's jobs on the page, a few milliseconds of engine work an animation frame.
import { type Engine, FIRST_SHAPE, type Shape } from 'maze-engine/engine';
import { type DistanceAsk, type DistanceImage, DistanceMap } from '../draw/distance';
import type { GrowRequest } from '../state/request';
import type { MaskLines } from '../state/mask';
import type { Driver, DriverEvents } from './driver';
import { FramePlayer } from './pacing';
import { Runner } from './runner';

/** At most this much engine work in one animation frame on the page. */
const FRAME_BUDGET_MS = 5;

export class PageDriver implements Driver {
  readonly kind = 'page';
  readonly #runner: Runner;
  readonly #on: DriverEvents;
  readonly #player: FramePlayer;

  constructor(engine: Engine, on: DriverEvents) {
    this.#runner = new Runner(engine);
    this.#on = on;
    const runner = this.#runner;
    this.#player = new FramePlayer(
      {
        advance: (most, budget) => runner.advance(most, budget),
        emit: () => this.#emit(),
        get busy() {
          return runner.busy;
        },
        fail: (error) => on.error(error instanceof Error ? error.message : String(error)),
      },
      FRAME_BUDGET_MS,
    );
  }

  /** Bumped by every frame, so the Distance view knows when to work the distances out again. */
  #version = 0;
  readonly #distance = new DistanceMap();

  #emit(all = false): void {
    this.#version++;
    this.#on.frame(this.#runner.frame(true, all));
  }

  refresh(): void {
    if (this.#runner.session) this.#emit(true);
  }

  #guard(f: () => void): void {
    try {
      f();
    } catch (error) {
      this.pause();
      this.#on.error(error instanceof Error ? error.message : String(error));
    }
  }

  blank(rows: number, cols: number, shape: Shape = FIRST_SHAPE, mask?: MaskLines): void {
    this.#guard(() => {
      this.pause();
      this.#runner.blank(rows, cols, shape, mask);
      this.#emit();
    });
  }

  grow(request: GrowRequest): void {
    this.#guard(() => {
      this.pause();
      this.#runner.grow(request);
      this.#emit();
      if (request.next === 'grow') this.play();
    });
  }

  solve(play: boolean): void {
    this.#guard(() => {
      this.pause();
      this.#runner.solve();
      this.#emit();
      if (play) this.play();
    });
  }

  walkRobot(play: boolean): void {
    this.#guard(() => {
      this.pause();
      this.#runner.walkRobot();
      this.#emit();
      if (play) this.play();
    });
  }

  knock(): { a: number; b: number } | null {
    this.pause();
    const wall = this.#runner.knock();
    this.#emit();
    return wall;
  }

  setGoal(room: number | null): void {
    this.#runner.setGoal(room);
    if (this.#runner.session) this.#emit(); // the way out moves on the board at once
  }

  /** Throws with the engine's reason when the picture is not a maze. */
  load(picture: string[]): void {
    this.pause();
    this.#runner.load(picture);
    this.#emit();
  }

  step(): void {
    this.#guard(() => {
      this.pause();
      this.#runner.advance(1, Number.POSITIVE_INFINITY);
      this.#emit();
    });
  }

  seek(k: number): void {
    this.#guard(() => {
      this.pause();
      this.#runner.seek(k);
      this.#emit();
    });
  }

  play(): void {
    this.#player.play();
  }

  pause(): void {
    this.#player.pause();
  }

  setSpeed(stepsPerSecond: number): void {
    this.#player.pace.speed = stepsPerSecond;
  }

  picture(): Promise<string[]> {
    return Promise.resolve(this.#runner.picture());
  }

  svg(route: boolean): Promise<string> {
    try {
      return Promise.resolve(this.#runner.svg(route));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  tiled(): Promise<string> {
    try {
      return Promise.resolve(this.#runner.tiled());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  distance(ask: DistanceAsk): Promise<DistanceImage | null> {
    const session = this.#runner.session;
    if (!session) return Promise.resolve(null);
    this.#distance.update(session, this.#version, ask.from, ask.to);
    return Promise.resolve(this.#distance.draw(ask.view));
  }

  drop(): void {
    this.pause();
    this.#runner.drop();
  }
}
