// Keeps the student's programs and stars in localStorage, so a reload loses nothing.
const PREFIX = 'maze-lesson:';
const STARS = `${PREFIX}stars`;

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
  return read(`${PREFIX}program:${name}`);
}

/** Saves the text; the lesson's own version is not stored, so it can be improved later. */
export function saveProgram(name: string, text: string, lessonVersion: string): void {
  write(`${PREFIX}program:${name}`, text === lessonVersion ? null : text);
}

export function loadStars(): Record<string, boolean> {
  try {
    const stored = JSON.parse(read(STARS) ?? '{}') as unknown;
    return stored && typeof stored === 'object' ? (stored as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** A star once earned is kept. */
export function saveStar(challenge: string): void {
  write(STARS, JSON.stringify({ ...loadStars(), [challenge]: true }));
  window.dispatchEvent(new CustomEvent('stars:changed'));
}

/** A setting of the page (like a switch on the board), kept across reloads. */
export function loadSetting(name: string): string | null {
  return read(`${PREFIX}setting:${name}`);
}

export function saveSetting(name: string, value: string | null): void {
  write(`${PREFIX}setting:${name}`, value);
}
