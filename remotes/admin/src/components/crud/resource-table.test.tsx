import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { textColumn, type Column } from './columns.tsx';
import { ResourceTable } from './resource-table.tsx';

type Row = { _id: string; image: string; title: string; desc: string };

const LONG = 'Ring-spun organic combed cotton yarn for fine single jersey knits.';
const rows: Row[] = [{ _id: '1', image: 'x.jpg', title: 'Organic combed cotton yarn 30s', desc: LONG }];
const image: Column<Row> = { header: 'Image', cell: () => <img alt="" src="x.jpg" /> };
const actions: Column<Row> = { header: 'Action', actions: true, cell: () => <button type="button">Edit</button> };

const renderTable = (columns: readonly Column<Row>[]) =>
  render(<ResourceTable caption="1 product" columns={columns} rows={rows} plural="products" loading={false} />);

const columnCells = (index: number) => [
  screen.getAllByRole('columnheader')[index]!,
  ...within(screen.getAllByRole('row')[1]!)
    .getAllByRole('cell')
    .slice(index, index + 1),
];

describe('ResourceTable on a narrow screen', () => {
  it('scrolls inside a height-limited box with a sticky header, so its sideways scrollbar is in reach', () => {
    renderTable([image, textColumn('Title', (row) => row.title), actions]);
    const scroller = screen.getByRole('table').parentElement!;
    expect(scroller).toHaveClass('overflow-x-auto', 'overflow-y-auto', 'max-h-[70vh]');
    expect(screen.getByRole('table').querySelector('thead')).toHaveClass('sticky', 'top-0');
  });

  it('pins the first text column to the left and the actions to the right, on opaque backgrounds', () => {
    renderTable([image, textColumn('Title', (row) => row.title, 20), textColumn('Desc', (row) => row.desc), actions]);
    for (const cell of columnCells(1)) expect(cell).toHaveClass('sticky', 'left-0');
    for (const cell of columnCells(3)) expect(cell).toHaveClass('sticky', 'right-0');
    expect(columnCells(1)[1]).toHaveClass('bg-inherit');
    expect(screen.getAllByRole('row')[1]).toHaveClass('bg-white');
    expect(columnCells(1)[0]).toHaveClass('bg-indigo-900');
    for (const cell of [...columnCells(0), ...columnCells(2)]) expect(cell).not.toHaveClass('sticky');
  });

  it('lets a column opt in as the one that names a row', () => {
    renderTable([
      textColumn('Title', (row) => row.title),
      textColumn('Desc', (row) => row.desc, undefined, { identifies: true }),
      actions,
    ]);
    for (const cell of columnCells(1)) expect(cell).toHaveClass('sticky', 'left-0');
    for (const cell of columnCells(0)) expect(cell).not.toHaveClass('sticky');
  });

  it('shows the whole of a cut text on a click or Enter, not only as a mouse tooltip', async () => {
    const user = userEvent.setup();
    renderTable([textColumn('Desc', (row) => row.desc, 40), actions]);
    const toggle = screen.getByRole('button', { name: 'Ring-spun organic combed cotton yarn for…' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('title', LONG);
    await user.click(toggle);
    expect(toggle).toHaveTextContent(LONG);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveTextContent('Ring-spun organic combed cotton yarn for…');
  });
});

describe('ResourceTable as cards', () => {
  const more = (n: number) =>
    Array.from({ length: n }, (_, i) => textColumn(`Extra ${i + 1}`, (row: Row) => row.desc, 10));

  it('labels each cell with its header and names the row first, for the cards a phone shows', () => {
    renderTable([image, textColumn('Title', (row) => row.title), actions]);
    const cells = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Image', 'Title', 'Action']);
    expect(cells[1]).toHaveAttribute('data-identifies');
    expect(cells[2]).toHaveAttribute('data-actions');
    // admin.css turns it into cards when this frame is narrower than 40rem.
    expect(screen.getByRole('table').parentElement!.parentElement).toHaveClass('tb-table-frame');
  });

  it('is a table on a desktop with up to five columns, and cards with more', () => {
    const { unmount } = renderTable([image, textColumn('Title', (row) => row.title), ...more(2), actions]);
    expect(screen.getByRole('table').parentElement).toHaveAttribute('data-layout', 'table');
    unmount();
    renderTable([image, textColumn('Title', (row) => row.title), ...more(3), actions]);
    expect(screen.getByRole('table').parentElement).toHaveAttribute('data-layout', 'cards');
  });
});
