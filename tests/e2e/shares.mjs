// How the page's test files are shared between processes run side by side: each file's seconds in a
// whole run with two shares side by side (the mean of two fresh clones' runs, 2026-12-07, on the 2-core VM),
// and the longest first into the share with least so far. A file not listed counts as NEW_FILE seconds.
// ENGINES stands for the core flows in three engines (tests/engines), run after the files of the share it falls in.
export const NEW_FILE = 10;
export const ENGINES = 'engines';
export const SECONDS = Object.fromEntries(
  Object.entries({
    teacher: 102, grade_same: 102, soak: 77, pages: 66, runaway: 62, first_sight: 62, students: 61, grade_platforms: 60,
    big: 42, board: 38, lab: 32, help: 32, audit: 32, links: 27, challenges: 26, predictions: 26, help_failures: 24,
    loading: 24, kept_python: 24, download: 24, grade_sandbox: 24, failures: 22, your_maze: 22, step2_board: 21,
    more_ways: 20, play: 20, static_host: 20, shapes: 18, stars_story: 17, offline: 16, laptop: 15, page_code: 14,
    robot: 13, robot_race: 22, progress: 12, programs: 12, distance_off: 10, worksheet: 10, mask_weave: 10, inside: 9, fill: 8,
    tenprint: 8, games: 8, page: 6, persistence: 6, phone: 6, board_mends: 5, python_oracle: 4, teacher_sheets: 2,
  }).map(([name, s]) => [`${name}.test.mjs`, s]).concat([[ENGINES, 115]]),
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
