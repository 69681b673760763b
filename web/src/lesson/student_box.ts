// student_box.ts: the boxes `Your name` and `Class code` by the stars: with a name, the board, the challenges' tests and the worksheet use the student's own mazes.
import { classProblem, nameProblem, readStudent, studentFromHash, studentSeed } from '../student/identity';
import { STUDENT_CHANGED, keepStudent, keptStudent } from '../student/kept';

let boxes = 0;

function field(label: string, value: string, size: number): { wrap: HTMLElement; input: HTMLInputElement; message: HTMLElement } {
  const id = `student-${++boxes}`;
  const wrap = document.createElement('div');
  wrap.className = 'student-field';
  const name = document.createElement('label');
  name.htmlFor = id;
  name.textContent = label;
  const input = document.createElement('input');
  input.type = 'text';
  input.id = id;
  input.value = value;
  input.size = size;
  input.autocomplete = 'off';
  input.spellcheck = false;
  const message = document.createElement('p');
  message.className = 'student-message';
  message.id = `${id}-message`;
  input.setAttribute('aria-describedby', message.id);
  wrap.append(name, input, message);
  return { wrap, input, message };
}

/**
 * Takes `#student=NAME&class=CODE` out of the address before the board reads it (any board link
 * in the rest stays), and keeps that student. Gives a problem with the link's name, or null.
 */
export function takeStudentFromLink(): string | null {
  const read = studentFromHash(location.hash);
  if (!read.student && !read.problem) return null;
  if (read.student) keepStudent(read.student);
  history.replaceState(null, '', `${location.pathname}${location.search}${read.rest ? `#${read.rest}` : ''}`);
  return read.problem;
}

/** The two boxes and a line saying whose mazes the page makes now. */
export function mountStudentBox(host: HTMLElement, linkProblem: string | null): void {
  const kept = keptStudent();
  const name = field('Your name', kept?.name ?? '', 24);
  const code = field('Class code', kept?.class ?? '', 10);
  const about = document.createElement('p');
  about.className = 'student-about';
  about.setAttribute('aria-live', 'polite');
  const box = document.createElement('div');
  box.className = 'student-box';
  const row = document.createElement('div');
  row.className = 'student-row';
  row.append(name.wrap, code.wrap);
  box.append(row, about);
  // The page's own copy (index.html) holds the place until now, so nothing below it moves.
  const placeholder = host.querySelector(':scope > .student-box');
  if (placeholder) placeholder.replaceWith(box);
  else host.append(box);

  // The top line names whose page it is, so a closed line still shows it.
  const who = host.querySelector<HTMLElement>('.you-who');
  const tell = (): void => {
    const student = keptStudent();
    if (who) who.textContent = student ? `· ${student.name}${student.class ? `, class ${student.class}` : ''}` : '· Your name';
    about.textContent = student
      ? `Your own mazes: seed ${studentSeed(student)} and on. The same name and class code give the same mazes on any computer.`
      : 'Type your name and class code to get mazes of your own: the board, the challenges’ tests and the worksheet, the same on any computer.';
  };
  const typed = (): void => {
    const nameWhy = name.input.value.trim() === '' ? null : nameProblem(name.input.value);
    const codeWhy = classProblem(code.input.value);
    name.message.textContent = nameWhy ?? '';
    code.message.textContent = codeWhy ?? '';
    name.input.setAttribute('aria-invalid', String(nameWhy !== null));
    code.input.setAttribute('aria-invalid', String(codeWhy !== null));
    const read = readStudent(name.input.value, code.input.value);
    keepStudent('student' in read ? read.student : null);
    tell();
  };
  name.input.addEventListener('input', typed);
  code.input.addEventListener('input', typed);
  // A file loaded (or another tab) changed the student: the boxes show it, unless being typed in.
  const follow = (): void => {
    const student = keptStudent();
    if (document.activeElement !== name.input && document.activeElement !== code.input) {
      name.input.value = student?.name ?? '';
      code.input.value = student?.class ?? '';
      name.message.textContent = '';
      code.message.textContent = '';
    }
    tell();
  };
  window.addEventListener(STUDENT_CHANGED, follow);
  window.addEventListener('storage', follow);
  if (linkProblem) name.message.textContent = `The link’s name was not used: ${linkProblem}`;
  tell();
}
