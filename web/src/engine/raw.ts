// raw.ts: the types of what wasm/bindings.cpp exports, as embind hands them over.
export interface RawFacts {
  rooms: number;
  openings: number;
  pieces: number;
  loops: number;
  deadEnds: number;
  reached: number;
  perfect: boolean;
  farthest: number;
}

export interface RawEvent {
  kind: number;
  a: number;
  b: number;
}

export interface RawSession {
  seed(): string;
  reseed(seed: string): void;
  rows(): number;
  cols(): number;
  grow(method: string): void;
  solve(from: number, to: number): void;
  load(picture: string): void;
  resize(rows: number, cols: number): void;
  busy(): boolean;
  step(): RawEvent;
  stepMany(n: number): number;
  finish(): number;
  pieces(): number;
  walls(): Uint8Array;
  marks(): Uint8Array;
  pieceLabels(): Int32Array;
  thread(): Int32Array;
  route(): Int32Array;
  picture(): string;
  facts(): RawFacts;
  delete(): void;
}

export interface RawModule {
  Session: new (rows: number, cols: number, seed: string) => RawSession;
  factsOfPicture(picture: string): RawFacts;
  generatePicture(method: string, rows: number, cols: number, seed: string): string;
  alterPicture(picture: string, knock: number, raise: number, seed: string): string;
  countPerfectMazes(rows: number, cols: number): string;
  liveSessions(): number;
  heapInUse(): number;
}
