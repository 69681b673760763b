// The progress file (version 2, and version 1 still read) and the desk's files: every field checked, a clear sentence for each fault.
import { describe, expect, test } from 'vitest';
import { ProgressError, claimedCode, progressFileName, readProgress } from '../../web/src/lesson/progress_file';
import { readSubmission, studentFromFileName } from '../../web/src/teacher/submission';
import { CSV_HEADER, toCsv } from '../../web/src/teacher/table';

const SAVED = '2026-11-30T10:00:00.000Z';
const good = {
  format: 'maze-lesson-progress',
  version: 2,
  saved: SAVED,
  student: { name: 'Ana Lima', class: '7B', seed: '591218679' },
  stars: { dead_ends: { earned: SAVED, seed: '591218679', code: 'def dead_ends(maze):\n    return 3\n' } },
  programs: { is_perfect: 'def is_perfect(maze):\n    return True\n' },
};

const why = (data: unknown): string => {
  try {
    readProgress(typeof data === 'string' ? data : JSON.stringify(data));
  } catch (error) {
    expect(error).toBeInstanceOf(ProgressError);
    return (error as Error).message;
  }
  throw new Error('the file was read');
};

describe('readProgress', () => {
  test('a good file of version 2: its student, its stars with their code and seed, its programs', () => {
    const p = readProgress(JSON.stringify(good));
    expect(p.student).toEqual({ name: 'Ana Lima', class: '7B', seed: '591218679' });
    expect(p.stars).toEqual({ dead_ends: { earned: SAVED, seed: '591218679', code: good.stars.dead_ends.code } });
    expect(claimedCode(p, 'dead_ends')).toBe(good.stars.dead_ends.code);
    expect(claimedCode(p, 'is_perfect')).toBe(good.programs.is_perfect);
    expect(claimedCode(p, 'farthest')).toBe(null);
  });

  test('its games: each one checked as it is read back, a game that does not add up left out', () => {
    const game = { method: 'walk', shape: 'square', rows: 10, cols: 10, steps: 48, shortest: 46, wrongTurns: 1, ms: 20_000, far: false, fog: true, seed: '2083', nth: 1 };
    expect(readProgress(JSON.stringify(good)).games).toEqual([]);
    const p = readProgress(JSON.stringify({ ...good, games: [game, { ...game, steps: 3 }, { ...game, method: 'zigzag' }, 'a game'] }));
    expect(p.games).toEqual([game]);
    expect(why({ ...good, games: 'lots' })).toBe('"games" should list the games played.');
  });

  test('a file of version 1 is read: no student, and stars with no code of their own', () => {
    const p = readProgress(JSON.stringify({ format: 'maze-lesson-progress', version: 1, saved: SAVED, stars: { farthest: null }, programs: { farthest: 'x' } }));
    expect(p.student).toBe(null);
    expect(p.stars).toEqual({ farthest: { earned: null, seed: null, code: null } });
    expect(claimedCode(p, 'farthest')).toBe('x');
  });

  test('each fault, in a sentence', () => {
    expect(why('dear diary')).toBe('it is not a progress file (it is not JSON).');
    expect(why([1])).toBe('it is not a progress file from this lesson.');
    expect(why({ ...good, version: 3 })).toBe('it is version 3 of the progress file, and this page reads versions 1 and 2.');
    expect(why({ ...good, teacher: 'x' })).toBe('it has "teacher", which a progress file does not have.');
    expect(why({ ...good, version: 1 })).toBe('it has "student", which a progress file does not have.');
    expect(why({ ...good, student: 'Ana' })).toBe('"student" should have the student\'s name, class and seed.');
    expect(why({ ...good, student: { name: 'Ana', class: '7B' } })).toBe('"student" should have the student\'s name, class and seed.');
    expect(why({ ...good, student: { name: '', class: '7B', seed: '1' } })).toBe("the student's name or class is not one the page takes (Type your name.)");
    expect(why({ ...good, student: { name: 'Ana', class: '7B', seed: 'abc' } })).toBe("the student's seed should be a whole number.");
    expect(why({ ...good, stars: { dead_ends: SAVED } })).toBe('the star for dead_ends should say when it was earned, and by which program.');
    expect(why({ ...good, stars: { dead_ends: { earned: 'now' } } })).toBe('the star for dead_ends should have the time it was earned.');
    expect(why({ ...good, stars: { dead_ends: { earned: null, seed: 5 } } })).toBe("the star for dead_ends should have its check's seed, a whole number.");
    expect(why({ ...good, stars: { dead_ends: { earned: null, code: ['x'] } } })).toBe('the program that earned the star for dead_ends should be text.');
    expect(why({ ...good, stars: { dead_ends: { earned: null, passed: true } } })).toBe('the star for dead_ends has "passed", which a star does not have.');
    expect(why({ ...good, stars: { all: {} } })).toBe('"stars" has "all", which is not a challenge (dead_ends, is_perfect, farthest).');
    expect(why('{"format":"maze-lesson-progress","version":2,"saved":"2026-11-30T10:00:00.000Z","student":null,"stars":{"__proto__":{}},"programs":{}}')).toBe(
      '"stars" has "__proto__", which is not a challenge (dead_ends, is_perfect, farthest).',
    );
    expect(why({ ...good, programs: { hack: 'x' } })).toBe('"programs" has "hack", which is not a program of this lesson.');
  });
});

describe("the desk's files", () => {
  test('a .py is named NAME.py or NAME__CLASS.py, an underscore for a space', () => {
    expect(studentFromFileName('Ana_Lima__7B')).toEqual({ student: { name: 'Ana Lima', class: '7B' } });
    expect(studentFromFileName('Ben')).toEqual({ student: { name: 'Ben', class: '' } });
    expect(studentFromFileName('__7B')).toEqual({ problem: 'Type your name.' });
  });

  test('a file over 1 MB is refused before it is read; other faults say why', async () => {
    const never = () => Promise.reject(new Error('read'));
    expect(await readSubmission('big.json', 1_500_000, never)).toEqual({ kind: 'refused', label: 'big', why: 'Not read: it is 1.5 MB, and a file here is at most 1 MB.' });
    expect(await readSubmission('notes.txt', 5, never)).toEqual({ kind: 'refused', label: 'notes.txt', why: 'Not read: the desk reads progress files (.json) and programs (.py).' });
    expect(await readSubmission('x.json', 3, async () => 'abc')).toEqual({ kind: 'refused', label: 'x', why: 'Not read: it is not a progress file (it is not JSON).' });
    expect(await readSubmission('Ana_Lima__7B.py', 3, async () => 'x=1')).toEqual({ kind: 'python', label: 'Ana_Lima__7B', student: { name: 'Ana Lima', class: '7B' }, code: 'x=1' });
  });

  test('the CSV: one header line, a line a row, quoted where it must be, no formula a spreadsheet would run', () => {
    const csv = toCsv([['a,b', 'say "hi"', '=SUM(A1)', '', '1 of 2', '', '', '', '', '', '']]);
    expect(csv).toBe(`${CSV_HEADER.join(',')}\n"a,b","say ""hi""",'=SUM(A1),,1 of 2,,,,,,\n`);
  });
});

describe('the saved file is named after its student', () => {
  test('name and class code, spaces as underscores; no name, the plain name', () => {
    expect(progressFileName({ name: 'Ada Lovelace', class: '9C' })).toBe('maze-lesson-Ada_Lovelace-9C.json');
    expect(progressFileName({ name: '  Zoë  Ünal ', class: 'Klasse 9c' })).toBe('maze-lesson-Zoë_Ünal-Klasse_9c.json');
    expect(progressFileName({ name: 'Gus', class: '' })).toBe('maze-lesson-Gus.json');
    expect(progressFileName(null)).toBe('maze-lesson-progress.json');
  });

  test('nothing that is not a letter, digit, - or _ reaches the name', () => {
    expect(progressFileName({ name: '../../etc/passwd', class: 'a:b*c?' })).toBe('maze-lesson-etcpasswd-abc.json');
    expect(progressFileName({ name: '<>:"/\\|?*', class: '7B' })).toBe('maze-lesson-progress.json');
  });
});
