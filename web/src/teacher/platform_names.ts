// platform_names.ts: who a handed-in file's path names, as Moodle and Canvas write the paths in their "download all
// submissions" zips.
//
// Moodle (mod/assign, classes/downloader.php; locallib.php before 4.1): each student's prefix is their full name with
// every "_" made a space, then "_" and the participant's unique id for this assignment (the N of "Participant N" in
// its grading worksheet). With "Download submissions in folders" (the default since 3.1) a file lies in the folder
// PREFIX_assignsubmission_file/ (3.1 to 4.0: PREFIX_assignsubmission_file_/), online text in
// PREFIX_assignsubmission_onlinetext/onlinetext.html; without folders the file is PREFIX_assignsubmission_file_NAME.
// Blind marking writes "Participant" for the name; a group submission, the group's name and the group's id.
//
// Canvas (lib/content_zipper.rb): the student's sortable name ("Hughes, Ethan") in lower case, all but letters, digits
// and "_" taken out, then "_LATE" when it came late, then "_" and the Canvas user id (the gradebook's ID column); an
// uploaded file adds "_" and the file's own id, then "_" and its name: hughesethan_LATE_1234_5678_NAME.py. Text
// typed in Canvas is NAME_ID_text.html. Anonymous grading writes anon_XXXXX for NAME_ID. A file a student sent twice is
// renamed NAME-1.EXT (-2, ...; Attachment.make_unique_filename): the desk takes that ending off.

export type Platform = 'moodle' | 'canvas';

/** What a path says about its file: its own name, and who handed it in. */
export interface Placed {
  fileName: string;
  platform: Platform | null;
  platformName: string | null;
  studentId: string | null;
}

const MOODLE_FOLDER = /^([^_]+)_(\d+)_assignsubmission_[a-z0-9]+_?$/;
const MOODLE_FLAT = /^([^_]+)_(\d+)_assignsubmission_[a-z0-9]+_(.+)$/;
const CANVAS_FILE = /^(.+?)(?:_LATE)?_(\d+)_\d+_(.+)$/;
const CANVAS_TEXT = /^(.+?)(?:_LATE)?_(\d+)_((?:text|link)\.html)$/;
const CANVAS_ANONYMOUS = /^(?:LATE_)?anon_([A-Za-z0-9]+)_(?:\d+_)?(.+)$/;
/** Canvas's ending for a file sent again (-1 to -7, then a random id), before the extension. */
const CANVAS_AGAIN = /-(?:[1-7]|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.[A-Za-z0-9]+)$/;

/** Moodle's name for a student under blind marking: shown as Moodle shows it, "Participant N". */
const moodleName = (name: string, id: string): string => (name === 'Participant' ? `Participant ${id}` : name.trim());
const canvasAnonymous = (id: string): string => `Anonymous ${id}`;

/** Whether the platform hid the student's name (blind marking, anonymous grading): the name says nobody. */
export function hidesName(platformName: string): boolean {
  return /^(Participant \d+|Anonymous [A-Za-z0-9]+)$/.test(platformName);
}

/** Who a path names, from Moodle's or Canvas's layout (a name and id null when it is neither). */
export function placed(path: string): Placed {
  const parts = path.split(/[\\/]+/).filter((part) => part !== '');
  const fileName = parts.pop() ?? '';
  for (const folder of parts) {
    const m = MOODLE_FOLDER.exec(folder);
    if (m) return { fileName, platform: 'moodle', platformName: moodleName(m[1], m[2]), studentId: m[2] };
  }
  const flat = MOODLE_FLAT.exec(fileName);
  if (flat) return { fileName: flat[3], platform: 'moodle', platformName: moodleName(flat[1], flat[2]), studentId: flat[2] };
  const anonymous = CANVAS_ANONYMOUS.exec(fileName);
  if (anonymous) return { fileName: anonymous[2].replace(CANVAS_AGAIN, '$1'), platform: 'canvas', platformName: canvasAnonymous(anonymous[1]), studentId: null };
  // Canvas writes names in lower case: a capital before the ids is a student's own file name, not Canvas's.
  const canvas = CANVAS_TEXT.exec(fileName) ?? CANVAS_FILE.exec(fileName);
  if (canvas && canvas[1] === canvas[1].toLowerCase()) {
    return { fileName: canvas[3].replace(CANVAS_AGAIN, '$1'), platform: 'canvas', platformName: canvas[1], studentId: canvas[2] };
  }
  return { fileName, platform: null, platformName: null, studentId: null };
}
