// The star summary: which challenges are done, shown at the top (with the student's name and class code) and the bottom of the page (where progress is saved and loaded).
import { mountProgress } from './progress';
import { loadStarProofs, loadStars } from '../common/storage';
import { mountStudentBox } from './student_box';
import { loadHelp } from './help/kept';
import { NO_HELP, starStory, type HelpUse } from './help/help_file';
import { CHALLENGES, CHALLENGE_NAMES, type ChallengeName } from './challenge_table';

/** A star earned with help says what with, until the student's own program passes without it. */
function starWords(name: ChallengeName, use: HelpUse, code: string | null): string {
  const { state, what } = starStory(name, use, code);
  if (state === 'helped') return `earned with help: ${what}`;
  return state === 'own' ? `earned on your own (at first with ${what})` : 'earned';
}

function render(host: HTMLElement): void {
  const stars = loadStars();
  const help = loadHelp();
  const proofs = loadStarProofs();
  const done = CHALLENGE_NAMES.filter((name) => stars[name]).length;
  // The summary is redrawn; anything after it in the box (the progress buttons, the name boxes) stays.
  let summary = host.querySelector<HTMLElement>(':scope > .stars-summary');
  if (!summary) {
    summary = document.createElement('div');
    summary.className = 'stars-summary';
    host.prepend(summary);
  }
  // At the top the count is the one line that opens the list in place (a <details>).
  const line = host.querySelector<HTMLElement>(':scope > summary .stars-title');
  const title = line ?? document.createElement('p');
  title.className = 'stars-title';
  // "challenges " is read aloud always, but on a phone not shown, so the line at the top stays one line (pages.css).
  const wide = document.createElement('span');
  wide.className = 'wide-only';
  wide.textContent = 'challenges ';
  title.replaceChildren(`Your stars: ${done} of ${CHALLENGE_NAMES.length} `, wide, 'done');
  const list = document.createElement('ul');
  list.className = 'stars-list';
  for (const name of CHALLENGE_NAMES) {
    const row = CHALLENGES[name];
    const item = document.createElement('li');
    const earned = !!stars[name];
    item.className = earned ? 'earned' : 'open';
    const mark = document.createElement('span');
    mark.className = 'star-mark';
    mark.setAttribute('aria-hidden', 'true');
    mark.textContent = row.stars;
    const link = document.createElement('a');
    link.href = `#challenge-${name}`;
    link.textContent = row.title;
    const state = document.createElement('span');
    state.className = 'star-state';
    state.textContent = earned ? starWords(name, help[name] ?? NO_HELP, proofs[name]?.code ?? null) : 'not yet';
    item.append(mark, ' ', link, ' ', state);
    list.append(item);
  }
  if (line) summary.replaceChildren(list);
  else summary.replaceChildren(title, list);
}

/** `linkProblem`: what was wrong with a #student= link's name, said by the name box. */
export function mountStars(hosts: HTMLElement[], linkProblem: string | null = null): void {
  const update = () => hosts.forEach(render);
  update();
  for (const host of hosts) if (host.hasAttribute('data-progress')) mountProgress(host);
  // One pair of boxes on the page: in the first box without the progress buttons (the one at the top).
  const top = hosts.find((host) => !host.hasAttribute('data-progress'));
  if (top) mountStudentBox(top, linkProblem);
  window.addEventListener('stars:changed', update);
  // Another tab of the same lesson earned a star.
  window.addEventListener('storage', update);
}
