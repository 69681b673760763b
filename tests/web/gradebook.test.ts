// Grades out: Moodle's grading worksheet and Canvas's gradebook CSV, byte for byte; one line a student; rows no
// gradebook can match named, not written; the CSV writer the desk's table uses too.
import { describe, expect, test } from 'vitest';
import { BOM, csvCell, csvText } from '../../web/src/teacher/csv';
import { GRADEBOOK_FILES, gradebookCsv, type GradeRow } from '../../web/src/teacher/gradebook';
import { CSV_HEADER, toCsv } from '../../web/src/teacher/table';

const NOW = new Date('2026-12-02T09:30:15.250Z');

const rows: GradeRow[] = [
  { studentId: '1234', name: 'Ethan Hughes', earned: ['dead_ends'], checked: true },
  // The same student's second file: its challenges count too (dead_ends only once).
  { studentId: '1234', name: 'Ethan Hughes', earned: ['is_perfect', 'dead_ends'], checked: true },
  { studentId: '1234', name: 'Ethan Hughes', earned: [], checked: false },
  { studentId: '77', name: '=HYPERLINK("http://x")', earned: [], checked: true },
  { studentId: null, name: 'Ana Lima', earned: ['dead_ends'], checked: true },
  { studentId: '88', name: 'Ben Okafor', earned: [], checked: false },
  { studentId: '9', name: 'Lima, Ana', earned: ['dead_ends', 'is_perfect', 'farthest'], checked: true },
];

describe('Moodle: the offline grading worksheet', () => {
  test('Identifier "Participant N", the name, the stars out of 3, and when they were given; by id', () => {
    const book = gradebookCsv('moodle', rows, { now: NOW });
    expect(book.fileName).toBe('moodle-grading-worksheet.csv');
    expect(book.text).toBe(
      'Identifier,Full name,Grade,Last modified (grade)\n' +
        'Participant 9,"Lima, Ana",3,2026-12-02 09:30:15 UTC\n' +
        'Participant 77,"\'=HYPERLINK(""http://x"")",0,2026-12-02 09:30:15 UTC\n' +
        'Participant 1234,Ethan Hughes,2,2026-12-02 09:30:15 UTC\n',
    );
    expect(book.students).toEqual([
      { studentId: '9', name: 'Lima, Ana', stars: 3 },
      { studentId: '77', name: '=HYPERLINK("http://x")', stars: 0 },
      { studentId: '1234', name: 'Ethan Hughes', stars: 2 },
    ]);
  });

  test('rows with no id, and students none of whose files was checked, are named and left out (no 0 written over a grade)', () => {
    expect(gradebookCsv('moodle', rows, { now: NOW }).leftOut).toEqual([
      { name: 'Ana Lima', why: 'no id' },
      { name: 'Ben Okafor', why: 'not checked' },
    ]);
    expect(gradebookCsv('moodle', [], { now: NOW }).text).toBe('Identifier,Full name,Grade,Last modified (grade)\n');
  });
});

describe('Canvas: the gradebook import', () => {
  test('Student, ID, SIS User ID, SIS Login ID, Section, then the assignment: matched on ID', () => {
    const book = gradebookCsv('canvas', rows, { now: NOW });
    expect(book.fileName).toBe('canvas-grades.csv');
    expect(book.text).toBe(
      'Student,ID,SIS User ID,SIS Login ID,Section,Maze lesson\n' +
        '"Lima, Ana",9,,,,3\n' +
        '"\'=HYPERLINK(""http://x"")",77,,,,0\n' +
        'Ethan Hughes,1234,,,,2\n',
    );
    expect(gradebookCsv('canvas', rows.slice(0, 1), { now: NOW, assignment: 'Mazes, week 3 (4521)' }).text).toBe(
      'Student,ID,SIS User ID,SIS Login ID,Section,"Mazes, week 3 (4521)"\nEthan Hughes,1234,,,,1\n',
    );
  });

  test('with a byte-order mark for spreadsheet programs: the same bytes after it', () => {
    for (const platform of ['moodle', 'canvas'] as const) {
      const plain = gradebookCsv(platform, rows, { now: NOW }).text;
      const marked = gradebookCsv(platform, rows, { now: NOW, bom: true }).text;
      expect(marked).toBe(`\uFEFF${plain}`);
      expect([...new TextEncoder().encode(marked).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    }
    expect(Object.keys(GRADEBOOK_FILES)).toEqual(['moodle', 'canvas']);
  });
});

describe('csv.ts', () => {
  test('cells quoted when they must be, formulas made text', () => {
    expect(['plain', 'a,b', 'say "hi"', 'two\nlines', ' spaced ', '=1+1', '+1', '-1', '@SUM(A1)', '\tx', ''].map(csvCell)).toEqual([
      'plain', '"a,b"', '"say ""hi"""', '"two\nlines"', '" spaced "', "'=1+1", "'+1", "'-1", "'@SUM(A1)", "'\tx", '',
    ]);
    expect(csvText([['a', 'b'], ['1', '2']])).toBe('a,b\n1,2\n');
    expect(csvText([['a']], { bom: true })).toBe(`${BOM}a\n`);
  });

  test("the table's CSV is the same text (table.ts can write through csv.ts)", () => {
    const cells = [['Ana', '=cmd|"/c calc"!A0', 'x,y', 'two\nlines', ' ', '-', 'Zoë']];
    expect(csvText([CSV_HEADER, ...cells])).toBe(toCsv(cells));
  });
});
