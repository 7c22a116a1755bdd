import { screen, within } from '@testing-library/react';
import { renderApp } from './render-app.tsx';

/** A manager's table rows under the header row, once the table is on screen. */
export const bodyRows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);

/** A row's cells as text, in column order. */
export const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Opens a manager at `path` and presses its `name` button ('Add Review'): the dialog is named the same. */
export async function openAddDialog(path: string, name: string) {
  const app = await renderApp(path);
  await app.user.click(await screen.findByRole('button', { name }));
  return { ...app, dialog: screen.getByRole('dialog', { name }) };
}
