import { act, render, screen } from '@testing-library/react';
import { Reveal } from './reveal.tsx';

/** An IntersectionObserver the test drives by hand. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ManualObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean, top: number) {
    const entry = { isIntersecting, target: this.targets[0], boundingClientRect: { top } } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

const stubMotion = (reduce: boolean) =>
  vi
    .spyOn(window, 'matchMedia')
    .mockImplementation(
      (query: string) =>
        ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList,
    );

const wrapper = () => screen.getByText('Spun in Narayanganj').parentElement!;

beforeEach(() => {
  ManualObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ManualObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Reveal', () => {
  it('hides content that starts below the fold and animates it in once it is 120 px inside the viewport', () => {
    stubMotion(false);
    render(
      <Reveal delay={80}>
        <p>Spun in Narayanganj</p>
      </Reveal>,
    );
    const [observer] = ManualObserver.instances;
    expect(observer!.options.rootMargin).toBe('0px 0px -120px 0px');
    expect(observer!.targets).toEqual([wrapper()]);
    expect(wrapper()).toHaveAttribute('data-reveal', 'static');

    observer!.report(false, window.innerHeight + 400);
    expect(wrapper()).toHaveAttribute('data-reveal', 'hidden');
    expect(wrapper()).toHaveClass('opacity-0');

    observer!.report(true, window.innerHeight - 200);
    expect(wrapper()).toHaveAttribute('data-reveal', 'shown');
    expect(wrapper()).toHaveClass('animate-reveal');
    expect(wrapper()).not.toHaveClass('opacity-0');
    expect(wrapper()).toHaveStyle({ animationDelay: '80ms' });
    expect(observer!.disconnected).toBe(true);
  });

  it('leaves content that is already on screen alone instead of blinking it out and back', () => {
    stubMotion(false);
    render(
      <Reveal className="mx-auto">
        <p>Spun in Narayanganj</p>
      </Reveal>,
    );
    const [observer] = ManualObserver.instances;
    observer!.report(false, window.innerHeight - 60);
    expect(wrapper()).toHaveAttribute('data-reveal', 'static');
    expect(wrapper()).toHaveClass('mx-auto');
    expect(wrapper()).not.toHaveClass('opacity-0');
    expect(wrapper()).not.toHaveClass('animate-reveal');
    expect(observer!.disconnected).toBe(true);
  });

  it('does not hide or animate anything under prefers-reduced-motion', () => {
    const matchMedia = stubMotion(true);
    render(
      <Reveal>
        <p>Spun in Narayanganj</p>
      </Reveal>,
    );
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(ManualObserver.instances).toHaveLength(0);
    expect(wrapper()).toHaveAttribute('data-reveal', 'static');
    expect(screen.getByText('Spun in Narayanganj')).toBeVisible();
  });

  it('stops observing when it unmounts', () => {
    stubMotion(false);
    const { unmount } = render(
      <Reveal>
        <p>Spun in Narayanganj</p>
      </Reveal>,
    );
    unmount();
    expect(ManualObserver.instances[0]!.disconnected).toBe(true);
  });
});
