// Placeholder for the interactive board; its owner replaces this file.
export function mountBoard(root: HTMLElement): void {
  root.textContent = '';
}
