import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Pagination, type PaginationProps } from './pagination.tsx';

const href = (page: number) => `/list?page=${page}`;
const renderLinks = (props: Omit<PaginationProps, 'getHref' | 'onChange'>) =>
  render(
    <MemoryRouter>
      <Pagination {...props} getHref={href} label="Records pages" />
    </MemoryRouter>,
  );
const pages = () => within(screen.getByRole('navigation', { name: 'Records pages' }));

describe('Pagination', () => {
  it('renders nothing when the total is at or below the threshold', () => {
    const { container } = renderLinks({ total: 8, pageSize: 9, page: 1, threshold: 8 });
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('renders as soon as the total passes the threshold, even when everything fits on one page', () => {
    renderLinks({ total: 9, pageSize: 9, page: 1, threshold: 8 });
    expect(pages().getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(pages().queryByRole('link', { name: 'Page 2' })).not.toBeInTheDocument();
    expect(pages().queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('honours a different threshold (admin lists: more than 18)', () => {
    const { rerender } = renderLinks({ total: 18, pageSize: 20, page: 1, threshold: 18 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <Pagination total={19} pageSize={20} page={1} threshold={18} getHref={href} label="Records pages" />
      </MemoryRouter>,
    );
    expect(pages().getByRole('link', { name: 'Page 1' })).toBeInTheDocument();
  });

  it('links every page through the href builder and marks only the active one current', () => {
    renderLinks({ total: 30, pageSize: 10, page: 2, threshold: 9 });
    const links = pages().getAllByRole('link', { name: /^Page \d+$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/list?page=1', '/list?page=2', '/list?page=3']);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(links[1]).toHaveTextContent('2');
    expect(pages().getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/list?page=1');
    expect(pages().getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
    expect(pages().getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/list?page=3');
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    const { unmount } = renderLinks({ total: 30, pageSize: 10, page: 1, threshold: 9 });
    expect(pages().queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(pages().getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    unmount();
    renderLinks({ total: 30, pageSize: 10, page: 3, threshold: 9 });
    expect(pages().getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
    expect(pages().queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('clamps an out-of-range current page to the last page', () => {
    renderLinks({ total: 25, pageSize: 10, page: 7, threshold: 9 });
    expect(pages().getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds distant pages into a gap', () => {
    renderLinks({ total: 200, pageSize: 10, page: 10, threshold: 9 });
    const names = pages()
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Page 1', 'Page 9', 'Page 10', 'Page 11', 'Page 20']);
    expect(screen.getByRole('navigation')).toHaveTextContent('…');
  });

  it('in callback mode renders buttons that report the chosen page', async () => {
    const onChange = vi.fn();
    render(<Pagination total={50} pageSize={10} page={3} threshold={9} onChange={onChange} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('button', { name: 'Page 4' }));
    await userEvent.click(nav.getByRole('button', { name: 'Previous page' }));
    expect(onChange.mock.calls).toEqual([[4], [2]]);
    expect(nav.queryAllByRole('link')).toHaveLength(0);
  });
});
