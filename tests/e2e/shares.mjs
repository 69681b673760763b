// How the page's test files are shared between processes run side by side: each file's seconds in a
// whole run with two shares side by side (the mean of the table before and a fresh clone's run,
// 2026-12-08, on the 2-core VM), and the longest first into the share with least so far. A file not listed counts as NEW_FILE seconds.
// ENGINES stands for the core flows in three engines (tests/engines), run after the files of the share it falls in.
export const NEW_FILE = 10;
export const ENGINES = 'engines';
export const SECONDS = Object.fromEntries(
  Object.entries({
    teacher: 108, grade_same: 102, soak: 74, pages: 70, runaway: 63, first_sight: 63, grade_platforms: 63,
    students: 60, big: 41, board: 38, audit: 32, lab: 30, help: 30, links: 27, predictions: 24, kept_python: 24,
    robot_race: 24, download: 23, challenges: 22, help_failures: 22, loading: 22, grade_sandbox: 22, step2_board: 22,
    failures: 21, your_maze: 20, play: 20, static_host: 18, more_ways: 17, shapes: 16, stars_story: 16, offline: 14,
    laptop: 14, page_code: 13, robot: 12, progress: 11, programs: 11, worksheet: 9, distance_off: 8, mask_weave: 8,
    fill: 8, tenprint: 8, inside: 7, games: 6, page: 6, persistence: 6, phone: 5, board_mends: 4, python_oracle: 4,
    teacher_sheets: 2,
  }).map(([name, s]) => [`${name}.test.mjs`, s]).concat([[ENGINES, 123]]),
);

/** `files` in at most `count` shares of about equal seconds, each share in the order given. */
export function shares(files, count) {
  const parts = Array.from({ length: Math.min(count, files.length) }, () => ({ seconds: 0, files: [] }));
  const longestFirst = [...files].sort((a, b) => (SECONDS[b] ?? NEW_FILE) - (SECONDS[a] ?? NEW_FILE));
  for (const file of longestFirst) {
    const least = parts.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    least.seconds += SECONDS[file] ?? NEW_FILE;
    least.files.push(file);
  }
  return parts.map((p) => files.filter((f) => p.files.includes(f)));
}
