import { screen } from '@testing-library/react';
import { renderRoute } from '../../testing/render-route.tsx';

/** The page every unknown address (and every missing record) shows: docs/spec.md's 404 page. */
async function expectPageNotFound() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  expect(document.title).toBe('Page Not Found | TexBridge');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
}

describe('Page Not Found', () => {
  it("answers an unknown address, titled 'Page Not Found | TexBridge', not indexed, with a 'Go Home' link", async () => {
    renderRoute('/no/such/page');
    await expectPageNotFound();
  });

  it('answers a news item that does not exist the same way', async () => {
    renderRoute('/news/000000000000000000000000');
    await expectPageNotFound();
  });
});
