// How the page's test files are shared between processes run side by side: each file's seconds in a
// whole run, one after another (the 19:00 UTC run of 2026-12-07 on the 2-core VM), and the
// longest first into the share with least so far. A file not listed counts as NEW_FILE seconds.
export const NEW_FILE = 10;
export const SECONDS = Object.fromEntries(
  Object.entries({
    teacher: 73, grade_same: 62, first_sight: 55, grade_platforms: 51, students: 47, runaway: 46, soak: 42,
    pages: 35, big: 30, board: 28, lab: 24, audit: 24, download: 20, links: 19, help_failures: 19, help: 19,
    loading: 18, step2_board: 17, play: 17, kept_python: 16, failures: 16, your_maze: 16, challenges: 15,
    static_host: 14, more_ways: 13, grade_sandbox: 13, page_code: 13, shapes: 11, offline: 10, fill: 10, stars_story: 9,
    laptop: 9, robot: 9, programs: 8, progress: 8, worksheet: 7, tenprint: 6, mask_weave: 6, inside: 5, games: 5,
    predictions: 5, distance_off: 4, phone: 4, page: 4, persistence: 3, python_oracle: 3, board_mends: 2,
    teacher_sheets: 1,
  }).map(([name, s]) => [`${name}.test.mjs`, s]),
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
