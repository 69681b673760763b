// Keeps the student's programs and stars in localStorage, so a reload loses nothing.
const PREFIX = 'maze-lesson:';
const STARS = `${PREFIX}stars`;
/** When each star was earned (ISO times), beside the stars themselves. */
const STAR_TIMES = `${PREFIX}star-times`;
const PROGRAM = `${PREFIX}program:`;
/** The code that earned each star and the seed its check used, so a saved file can prove the star again. */
const STAR_PROOFS = `${PREFIX}star-proofs`;

/** What earned a star: the program checked, and the seed of its test mazes. */
export interface StarProof {
  code: string;
  seed: string;
}

/** A star as kept: when it was first earned (null: not known), and what earned it (null: not kept). */
export interface StarRecord {
  earned: string | null;
  proof: StarProof | null;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage switched off: the page still works, it just forgets
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // full or switched off: nothing more to do
  }
}

/** The student's version of a program, or null if they have not changed the lesson's. */
export function loadProgram(name: string): string | null {
  return read(`${PROGRAM}${name}`);
}

/** Saves the text; the lesson's own version is not stored, so it can be improved later. */
export function saveProgram(name: string, text: string, lessonVersion: string): void {
  write(`${PROGRAM}${name}`, text === lessonVersion ? null : text);
}

/** Every program the student has changed, by name. */
export function changedPrograms(): Record<string, string> {
  const programs: Record<string, string> = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PROGRAM)) programs[key.slice(PROGRAM.length)] = localStorage.getItem(key) ?? '';
    }
  } catch {
    // storage switched off: nothing was kept
  }
  return programs;
}

/** Forget every program the student changed: the lesson's versions come back. */
export function forgetPrograms(): void {
  for (const name of Object.keys(changedPrograms())) write(`${PROGRAM}${name}`, null);
}

export function loadStars(): Record<string, boolean> {
  try {
    const stored = JSON.parse(read(STARS) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** When each star was earned (a star earned before times were kept has none). */
export function loadStarTimes(): Record<string, string> {
  try {
    const stored = JSON.parse(read(STAR_TIMES) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** What earned each star, as kept (a star earned before proofs were kept has none). */
export function loadStarProofs(): Record<string, StarProof> {
  try {
    const stored = JSON.parse(read(STAR_PROOFS) ?? '{}') as unknown;
    if (!stored || typeof stored !== 'object') return {};
    const proofs: Record<string, StarProof> = {};
    for (const [name, proof] of Object.entries(stored as Record<string, unknown>)) {
      const p = proof as StarProof | null;
      if (p && typeof p.code === 'string' && typeof p.seed === 'string') proofs[name] = { code: p.code, seed: p.seed };
    }
    return proofs;
  } catch {
    return {};
  }
}

/** A star once earned is kept, with the time it was first earned and the code that earned it (the latest such). */
export function saveStar(challenge: string, proof: StarProof): void {
  if (!loadStars()[challenge]) write(STAR_TIMES, JSON.stringify({ ...loadStarTimes(), [challenge]: new Date().toISOString() }));
  write(STARS, JSON.stringify({ ...loadStars(), [challenge]: true }));
  write(STAR_PROOFS, JSON.stringify({ ...loadStarProofs(), [challenge]: proof }));
  window.dispatchEvent(new CustomEvent('stars:changed'));
}

/** Set the stars to exactly these; {} takes every star away. */
export function replaceStars(stars: Record<string, StarRecord>): void {
  const entries = Object.entries(stars);
  const times = Object.fromEntries(entries.flatMap(([name, s]) => (s.earned === null ? [] : [[name, s.earned]])));
  const proofs = Object.fromEntries(entries.flatMap(([name, s]) => (s.proof === null ? [] : [[name, s.proof]])));
  const any = entries.length > 0;
  write(STARS, any ? JSON.stringify(Object.fromEntries(entries.map(([name]) => [name, true]))) : null);
  write(STAR_TIMES, any ? JSON.stringify(times) : null);
  write(STAR_PROOFS, Object.keys(proofs).length ? JSON.stringify(proofs) : null);
  window.dispatchEvent(new CustomEvent('stars:changed'));
}

/** A setting of the page (like a switch on the board), kept across reloads. */
export function loadSetting(name: string): string | null {
  return read(`${PREFIX}setting:${name}`);
}

export function saveSetting(name: string, value: string | null): void {
  write(`${PREFIX}setting:${name}`, value);
}

/** A record of the page's own (like the help a student used), as JSON; null when none is kept or it cannot be read. */
export function loadRecord(name: string): unknown {
  try {
    return JSON.parse(read(`${PREFIX}${name}`) ?? 'null') as unknown;
  } catch {
    return null;
  }
}

export function saveRecord(name: string, value: unknown): void {
  write(`${PREFIX}${name}`, value === null ? null : JSON.stringify(value));
}
