import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyScreen } from './lazy-screen.tsx';

function Trash({ note }: { note: string }) {
  return <h1>Trash {note}</h1>;
}

describe('a screen fetched when first opened', () => {
  it('shows a spinner while its code comes, then the screen with its props', async () => {
    const Screen = lazyScreen(() => Promise.resolve(Trash));
    render(<Screen note="(3)" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the screen');
    expect(await screen.findByRole('heading', { name: 'Trash (3)' })).toBeInTheDocument();
  });

  it('says when its code could not be fetched, and fetches it again on Try again', async () => {
    let attempts = 0;
    const Screen = lazyScreen(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(Trash);
    });
    render(<Screen note="" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This screen could not be loaded. Check the connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Trash' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('opens at once the second time: the code is fetched once', async () => {
    let attempts = 0;
    const Screen = lazyScreen(() => {
      attempts += 1;
      return Promise.resolve(Trash);
    });
    const first = render(<Screen note="" />);
    await screen.findByRole('heading', { name: 'Trash' });
    first.unmount();
    render(<Screen note="again" />);
    expect(screen.getByRole('heading', { name: 'Trash again' })).toBeInTheDocument();
    expect(attempts).toBe(1);
  });
});
