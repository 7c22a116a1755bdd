import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { island, loadIslands } from './island.tsx';

/** An IntersectionObserver the test drives by hand. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ManualObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    act(() =>
      this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
}

/** Counts its clicks: a click only counts once the island is live. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <p>
      <a href="/about">About</a>
      <input aria-label="Note" name="note" defaultValue="" />
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
    </p>
  );
}

// One process plays server and browser here, so the code is loaded once for both: whether the island
// is live shows in its elements (React's, with handlers) replacing the server's.
const CounterIsland = island('counter', () => Promise.resolve(Counter));

let root: Root | undefined;

/** The island's server HTML in the document, then hydrated as the browser does it. */
async function hydrated() {
  await loadIslands();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<CounterIsland label="Clicked" />);
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, <CounterIsland label="Clicked" />);
  });
  return { container, errors };
}

beforeEach(() => {
  ManualObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ManualObserver);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('island', () => {
  it("keeps the server's HTML without loading its code until it nears the viewport, then goes live", async () => {
    const { container, errors } = await hydrated();
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    expect(container.querySelector('[data-island="counter"]')).toContainElement(button);
    expect(errors).not.toHaveBeenCalled();

    // Static: the server's elements, and a click does nothing.
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBe(button);
    expect(ManualObserver.instances).toHaveLength(1);
    expect(ManualObserver.instances[0]!.options.rootMargin).toBe('600px');

    ManualObserver.instances[0]!.report(false);
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBe(button);
    ManualObserver.instances[0]!.report(true);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clicked 0' })).not.toBe(button));
    const live = screen.getByRole('button', { name: 'Clicked 0' });
    await act(async () => live.click());
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-island="counter"]')).toHaveLength(1);
  });

  it('goes live when something in it gets focus, and keeps focus on that control', async () => {
    await hydrated();
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    act(() => button.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Clicked 0' })).not.toBe(button));
    const live = screen.getByRole('button', { name: 'Clicked 0' });
    expect(live).toHaveFocus();
    await act(async () => live.click());
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('keeps what the visitor typed into the server HTML, and the caret, when it goes live', async () => {
    await hydrated();
    const note = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    act(() => note.focus());
    // Typed before the code arrived: the focus event woke the island, the swap comes after.
    note.value = 'Two tonnes of combed yarn';
    note.setSelectionRange(4, 4);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).not.toBe(note));
    const live = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    expect(live).toHaveValue('Two tonnes of combed yarn');
    expect(live).toHaveFocus();
    expect(live.selectionStart).toBe(4);
  });

  it('goes live only once the islands its code defines have loaded, so nothing in them vanishes or loses what was typed', async () => {
    // Like the footer, whose code defines the enquiry form's island; that form's code comes later.
    let releaseInner!: () => void;
    const innerCode = new Promise<void>((resolve) => (releaseInner = resolve));
    const Outer = island('nest-outer', async () => {
      const Inner = island('nest-inner', () => innerCode.then(() => Counter));
      return function OuterPart() {
        return <Inner label="Inner" />;
      };
    });
    // The server's HTML of both, as a browser gets it before either island's code.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div data-island="nest-outer">
        <div data-island="nest-inner">
          <Counter label="Inner" />
        </div>
      </div>,
    );
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Outer />);
    });
    const note = screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' });
    note.value = '40 tonnes of viscose staple';
    ManualObserver.instances[0]!.report(true);
    // The outer code has come, the inner has not: the server's HTML stays, the field with it.
    await act(async () => {});
    expect(screen.getByRole('textbox', { name: 'Note' })).toBe(note);

    await act(async () => releaseInner());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Note' })).not.toBe(note));
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('40 tonnes of viscose staple');
    await act(async () => screen.getByRole('button', { name: 'Inner 0' }).click());
    expect(screen.getByRole('button', { name: 'Inner 1' })).toBeInTheDocument();
  });

  it("with `wakes: false` keeps the server's HTML for good: nothing watches it, and focus does not wake it", async () => {
    // Like the header's promo line: plain links, nothing to hydrate.
    const Still = island('still', () => Promise.resolve(Counter), { wakes: false });
    await loadIslands();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Still label="Still" />);
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Still label="Still" />);
    });
    const button = screen.getByRole('button', { name: 'Still 0' });
    expect(ManualObserver.instances).toHaveLength(0);
    act(() => button.focus());
    // What a woken island loads before it goes live (its own code is loaded already): once that has
    // settled, an island that woke on focus would be live.
    await act(() => import('./island-handover.ts'));
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Still 0' })).toBe(button);
    expect(container.querySelectorAll('[data-island="still"]')).toHaveLength(1);
  });

  it('renders the component at once when the page did not come from the server', async () => {
    render(<CounterIsland label="Tapped" />);
    const button = await screen.findByRole('button', { name: 'Tapped 0' });
    await act(async () => button.click());
    expect(screen.getByRole('button', { name: 'Tapped 1' })).toBeInTheDocument();
    expect(ManualObserver.instances).toHaveLength(0);
  });
});

describe('loadIslands', () => {
  it('loads the islands that an island’s code defines, so that the server never renders one suspended', async () => {
    let Inner: ReturnType<typeof island<{ label: string }>> | undefined;
    // Like the footer, whose module defines the enquiry form's island.
    const Outer = island('outer', async () => {
      Inner ??= island('inner', () => Promise.resolve(Counter));
      const InnerIsland = Inner;
      return function OuterPart() {
        return <InnerIsland label="Inner" />;
      };
    });
    await loadIslands();
    // renderToString throws on a component that suspends: everything must be loaded already.
    expect(renderToString(<Outer />)).toContain('<button type="button">Inner');
  });
});
