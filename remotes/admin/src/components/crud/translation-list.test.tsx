import { screen, waitFor, within } from '@testing-library/react';
import { withTranslations } from '@texbridge/shared/testing/fake-locales';
import { db, requests } from '../../testing/db.ts';
import { make, many } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { bodyRows } from '../../testing/table.ts';

// docs/adding-a-language.md, "The dashboard": each list says how far each record is translated, and keeps only
// those missing 中文 on request, through the API's own ?untranslated= (the fake answers it as the API does).
const whole = { title: '秋季面料', caption: '斜纹布和法兰绒' };
const statusCell = (row: HTMLElement) => within(row).getAllByRole('cell').at(-2)!;

describe('a translated resource’s list', () => {
  beforeEach(() => {
    db.sliders.push(
      withTranslations(make.slider({ title: 'Autumn fabrics' }), { zh: whole }),
      withTranslations(make.slider({ title: 'Dyes' }), { zh: { title: '染料' } }),
      make.slider({ title: 'Yarn' }),
    );
  });

  it('shows each record’s 中文 status in words and a shape, before the actions', async () => {
    await renderApp('/admin/slider');
    const table = await screen.findByRole('table');
    const header = within(table).getByRole('columnheader', { name: '中文' });
    expect(header).toHaveAttribute('lang', 'zh-CN');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    const rows = await bodyRows();
    expect(rows.map((row) => statusCell(row).textContent)).toEqual(['✓ Complete', '◐ Partial', '○ Missing']);
    // The shape is for the eye: the word says it to everyone.
    expect(within(statusCell(rows[0]!)).getByText('✓')).toHaveAttribute('aria-hidden', 'true');
    // Still a table: the status column is narrow and not counted towards the cards' layout.
    expect(table.closest('[data-layout]')).toHaveAttribute('data-layout', 'table');
    expect(requests.at(-1)).toMatchObject({ path: '/sliders', search: '?page=1&limit=10&fallback=none' });
  });

  it('keeps those missing 中文 on request, kept in the URL, through the API', async () => {
    const { user, router } = await renderApp('/admin/slider');
    await screen.findByText('3 slides, newest first');
    await user.click(screen.getByRole('checkbox', { name: 'Only those missing 中文' }));
    expect(await screen.findByText('2 slides missing 中文, newest first')).toBeInTheDocument();
    expect((await bodyRows()).map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual(['Dyes', 'Yarn']);
    expect(router.state.location.search).toBe('?untranslated=zh');
    expect(requests.at(-1)).toMatchObject({ search: '?page=1&limit=10&fallback=none&untranslated=zh' });
  });

  it('says when nothing is missing, and shows every record again', async () => {
    db.sliders.splice(1, 2);
    const { user } = await renderApp('/admin/slider?untranslated=zh');
    const status = await screen.findByText(/Nothing is missing in 中文: every slide is translated\./);
    await user.click(within(status).getByRole('button', { name: 'Show every slide' }));
    expect(await screen.findByText('1 slide, newest first')).toBeInTheDocument();
  });

  it('pages the untranslated ones by their own count', async () => {
    db.sliders.push(...many(12, (n) => make.slider({ title: `Untranslated ${n}` })));
    await renderApp('/admin/slider?untranslated=zh&page=2');
    expect(await screen.findByText('14 slides missing 中文, newest first · page 2 of 2')).toBeInTheDocument();
    expect(await bodyRows()).toHaveLength(4);
  });
});

describe('a list with nothing to translate', () => {
  it('has no status column and no translation filter, and asks for no statuses', async () => {
    db.users.push(make.me());
    await renderApp('/admin/users');
    await screen.findByRole('table');
    expect(screen.queryByRole('columnheader', { name: '中文' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /missing/ })).not.toBeInTheDocument();
    expect(requests.find((request) => request.path === '/users')?.search).not.toContain('fallback');
  });
});
