// csv.ts: lines of cells as CSV, the one way the desk writes every CSV it gives out (the table, a gradebook's file).

/** The byte-order mark that tells a spreadsheet program the file is UTF-8 (without it, some read "Ana Lúcia" as "Ana LÃºcia"). */
export const BOM = '\uFEFF';

/** One CSV cell: quoted when it must be; a cell a spreadsheet would run as a formula starts with an apostrophe. */
export function csvCell(cell: string): string {
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CsvOptions {
  /** Start the file with a UTF-8 byte-order mark, for spreadsheet programs. */
  bom?: boolean;
}

/** Lines of cells as CSV: one line each, every line ending in \n. */
export function csvText(lines: readonly (readonly string[])[], options: CsvOptions = {}): string {
  const text = lines.map((line) => line.map(csvCell).join(',')).join('\n') + '\n';
  return options.bom ? BOM + text : text;
}
