// Keeps the student's programs and stars in localStorage, so a reload loses nothing.
const PREFIX = 'maze-lesson:';
const STARS = `${PREFIX}stars`;
/** When each star was earned (ISO times), beside the stars themselves. */
const STAR_TIMES = `${PREFIX}star-times`;
const PROGRAM = `${PREFIX}program:`;

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

/** A star once earned is kept, with the time it was first earned. */
export function saveStar(challenge: string): void {
  if (!loadStars()[challenge]) write(STAR_TIMES, JSON.stringify({ ...loadStarTimes(), [challenge]: new Date().toISOString() }));
  write(STARS, JSON.stringify({ ...loadStars(), [challenge]: true }));
  window.dispatchEvent(new CustomEvent('stars:changed'));
}

/** Set the stars to exactly these (challenge: when earned, or null when not known); {} takes every star away. */
export function replaceStars(stars: Record<string, string | null>): void {
  const names = Object.keys(stars);
  const times = Object.fromEntries(Object.entries(stars).filter((entry): entry is [string, string] => entry[1] !== null));
  write(STARS, names.length ? JSON.stringify(Object.fromEntries(names.map((name) => [name, true]))) : null);
  write(STAR_TIMES, names.length ? JSON.stringify(times) : null);
  window.dispatchEvent(new CustomEvent('stars:changed'));
}

/** A setting of the page (like a switch on the board), kept across reloads. */
export function loadSetting(name: string): string | null {
  return read(`${PREFIX}setting:${name}`);
}

export function saveSetting(name: string, value: string | null): void {
  write(`${PREFIX}setting:${name}`, value);
}
