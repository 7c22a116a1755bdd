import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DeferredEnquiryForm } from './deferred-enquiry-form.tsx';

/** An IntersectionObserver the test drives by hand. */
class ManualObserver {
  static instances: ManualObserver[] = [];
  readonly targets: Element[] = [];
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
  disconnect() {}
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entry = { isIntersecting, target: this.targets[0] } as IntersectionObserverEntry;
    act(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', ManualObserver));
afterEach(() => vi.unstubAllGlobals());

it('loads the form only once it comes within 600 px of the viewport', async () => {
  render(
    <MemoryRouter>
      <h2 id="heading">Message</h2>
      <DeferredEnquiryForm labelledBy="heading" />
    </MemoryRouter>,
  );
  const observer = ManualObserver.instances.at(-1)!;
  expect(observer.options.rootMargin).toBe('600px');
  // Far below the fold: nothing arrives, however long the test waits.
  observer.report(false);
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(screen.queryByRole('form', { name: 'Message' })).not.toBeInTheDocument();

  observer.report(true);
  expect(await screen.findByRole('form', { name: 'Message' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});
