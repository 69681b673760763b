// An in-page confirmation dialog (native <dialog>: focus is kept inside, Escape cancels).
let dialog: HTMLDialogElement | null = null;

function build(): HTMLDialogElement {
  const element = document.createElement('dialog');
  element.className = 'confirm';
  element.setAttribute('aria-labelledby', 'confirm-title');
  element.setAttribute('aria-describedby', 'confirm-text');
  element.innerHTML = `
    <h2 id="confirm-title"></h2>
    <p id="confirm-text"></p>
    <form method="dialog" class="confirm-buttons">
      <button value="yes" class="danger"></button>
      <button value="no" autofocus></button>
    </form>`;
  document.body.append(element);
  return element;
}

export interface ConfirmText {
  title: string;
  text: string;
  yes: string;
  no: string;
}

/** Ask a yes/no question; resolves true only if the student chose yes. */
export function confirmInPage(words: ConfirmText): Promise<boolean> {
  dialog ??= build();
  const d = dialog;
  const opener = document.activeElement as HTMLElement | null;
  d.querySelector('#confirm-title')!.textContent = words.title;
  d.querySelector('#confirm-text')!.textContent = words.text;
  d.querySelector<HTMLButtonElement>('button[value="yes"]')!.textContent = words.yes;
  d.querySelector<HTMLButtonElement>('button[value="no"]')!.textContent = words.no;
  d.returnValue = 'no';
  return new Promise((resolve) => {
    d.addEventListener(
      'close',
      () => {
        opener?.focus();
        resolve(d.returnValue === 'yes');
      },
      { once: true },
    );
    d.showModal();
  });
}
