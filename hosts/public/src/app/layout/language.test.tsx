import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { make } from '@texbridge/shared/testing/records';
import { preferredLocale } from '../../lib/language-choice.ts';
import { apiDb } from '../../testing/api-db.ts';
import { renderRoute } from '../../testing/render-route.tsx';

// The site's two languages in the browser (docs/adding-a-language.md): the header's switch to the same page
// in the other one, the page's own links in its language, and the once-only offer of the visitor's own.

/** The site's header: the first banner (a page may have a header of its own). */
const header = async () => within((await screen.findAllByRole('banner'))[0]!);

/** The browser's languages, best first, as navigator.languages says them. */
const browserPrefers = (...languages: string[]) =>
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);

/** Follows a link as far as jsdom goes: its handlers run, the page load it would start does not. */
const follow = (link: HTMLElement) => {
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
  fireEvent.click(link);
};

/**
 * Until the layout has decided on an offer and, had it made one, shown it: its code is imported here first, so
 * the layout's lazy import of it resolves at once, and one act() lets React render what it then shows.
 */
async function offerSettled() {
  await header();
  await import('../../components/layout/language-suggestion.tsx');
  await act(async () => {});
}

beforeEach(() => {
  apiDb.contacts.push(make.contact());
  browserPrefers('en-US', 'en');
});

describe('the language switch', () => {
  it('leads from a Chinese page to the same page in English, its filters and page kept, marked as English', async () => {
    renderRoute('/zh/products?fibre=cotton&page=2');
    const link = (await header()).getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/products?fibre=cotton&page=2');
    expect(link).toHaveAttribute('lang', 'en');
    expect(link).toHaveAttribute('hreflang', 'en');
  });

  it('leads from an English page to the same page in Chinese, named and marked in Chinese', async () => {
    renderRoute('/search?q=yarn');
    const link = (await header()).getByRole('link', { name: '中文' });
    expect(link).toHaveAttribute('href', '/zh/search?q=yarn');
    expect(link).toHaveAttribute('lang', 'zh-CN');
    expect(link).toHaveAttribute('hreflang', 'zh-CN');
  });

  it('follows the visitor from page to page inside the app', async () => {
    const { user } = renderRoute('/zh/');
    const nav = within(await screen.findByRole('navigation', { name: '主导航' }));
    await user.click(nav.getByRole('link', { name: '关于我们' }));
    const switchLink = (await header()).getByRole('link', { name: 'English' });
    await waitFor(() => expect(switchLink).toHaveAttribute('href', '/about'));
  });
});

describe('a Chinese page', () => {
  it('has its menu in Chinese, every link in Chinese', async () => {
    renderRoute('/zh/about');
    const nav = within(await screen.findByRole('navigation', { name: '主导航' }));
    expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/zh/');
    expect(nav.getByRole('link', { name: '关于我们' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '新闻动态' })).toHaveAttribute('href', '/zh/news');
    expect(nav.getByRole('link', { name: '联系我们' })).toHaveAttribute('href', '/zh/contact');
    expect(nav.getByRole('button', { name: '产品中心' })).toBeInTheDocument();
    const search = screen.getAllByRole('search', { name: '站内搜索' })[0]!;
    expect(search).toHaveAttribute('action', '/zh/search');
    expect((await header()).getByRole('link', { name: '询价' })).toHaveAttribute('href', '/zh/quote');
  });
});

describe('the offer of the visitor’s own language', () => {
  it('is made once, in Chinese, to a browser that prefers Chinese, on an English page', async () => {
    browserPrefers('zh-CN', 'zh', 'en');
    const { user, unmount } = renderRoute('/products?page=2');
    await offerSettled();
    const offer = within(screen.getByRole('complementary', { name: '语言' }));
    expect(offer.getByText(/本页面提供中文版/)).toBeInTheDocument();
    expect(offer.getByRole('link', { name: '查看中文版' })).toHaveAttribute('href', '/zh/products?page=2');
    await user.click(offer.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('complementary', { name: '语言' })).not.toBeInTheDocument();
    unmount();

    // Remembered: the next page load offers nothing.
    renderRoute('/about');
    await offerSettled();
    expect(screen.queryByRole('complementary', { name: '语言' })).not.toBeInTheDocument();
  });

  it('is made the other way too: in English, on a Chinese page, to a browser that prefers English', async () => {
    browserPrefers('en-GB', 'en');
    renderRoute('/zh/news');
    await offerSettled();
    const offer = within(screen.getByRole('complementary', { name: 'Language' }));
    expect(offer.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/news');
  });

  it('is not made to a browser whose language the page is in, or that prefers English', async () => {
    browserPrefers('zh-CN');
    const zh = renderRoute('/zh/');
    await offerSettled();
    // Made on a Chinese page, it would be in English.
    expect(screen.queryByRole('complementary', { name: 'Language' })).not.toBeInTheDocument();
    zh.unmount();

    browserPrefers('en-GB', 'zh-CN');
    renderRoute('/');
    await offerSettled();
    expect(screen.queryByRole('complementary', { name: '语言' })).not.toBeInTheDocument();
  });

  it('is not made once the visitor has chosen a language with the switch', async () => {
    browserPrefers('zh-CN');
    const { unmount } = renderRoute('/zh/');
    follow((await header()).getByRole('link', { name: 'English' }));
    unmount();
    renderRoute('/');
    await offerSettled();
    expect(screen.queryByRole('complementary', { name: '语言' })).not.toBeInTheDocument();
  });
});

describe('preferredLocale', () => {
  it('is the first of the browser’s languages the site has, by the language alone', () => {
    expect(preferredLocale(['zh-TW', 'en'])).toBe('zh');
    expect(preferredLocale(['fr-FR', 'zh-Hans-SG', 'en'])).toBe('zh');
    expect(preferredLocale(['en-GB', 'zh-CN'])).toBe('en');
    expect(preferredLocale(['fr', 'de'])).toBeUndefined();
    expect(preferredLocale([])).toBeUndefined();
  });
});
