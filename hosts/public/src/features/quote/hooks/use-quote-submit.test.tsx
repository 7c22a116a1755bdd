import { useRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../testing/handlers.ts';
import { runtimeConfig, setRuntimeConfig } from '../../../config/runtime.ts';
import { server } from '../../../testing/msw-server.ts';
import { useQuoteSubmit } from './use-quote-submit.ts';

/** The least form the hook sends: the required details and one line. */
function Form({ onSent }: { onSent: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const { sending, send } = useQuoteSubmit(undefined, onSent, form, summary);
  return (
    <form ref={form} aria-label="Quote" aria-busy={sending} onSubmit={(event) => void send(event)}>
      <input name="company" defaultValue="Dhaka Knit Composite" />
      <input name="name" defaultValue="Nadia Rahman" />
      <input name="email" defaultValue="nadia@dhakaknit.example" />
      <input name="country" defaultValue="BD" />
      <input name="lines.0.productId" defaultValue="6b0fc8a36fa2954358e0564d" />
      <input name="lines.0.quantity" defaultValue="1000" />
      <input name="lines.0.unit" defaultValue="kg" />
      <input name="startToken" defaultValue="a-start-token" />
    </form>
  );
}

describe('useQuoteSubmit', () => {
  it('sends once when the form is submitted twice before the first send has re-rendered (two quick Enters)', async () => {
    let posts = 0;
    server.use(
      http.post(`${API}/rfqs`, () => {
        posts += 1;
        return HttpResponse.json(
          { acknowledged: true, insertedId: 'x', reference: 'RFQ-1', receipt: false },
          { status: 201 },
        );
      }),
    );
    const onSent = vi.fn();
    render(<Form onSent={onSent} />);
    const form = screen.getByRole('form', { name: 'Quote' });

    // Both in one act(): React does not re-render between them, as between two events of one frame.
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    act(() => {
      submit();
      submit();
    });

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(form).toHaveAttribute('aria-busy', 'false'));
    expect(posts).toBe(1);
  });

  it.each([
    ['/quote', 'en', undefined],
    ['/zh/quote', 'zh', 'zh'],
  ] as const)('sends the language of the page it is on: from %s, locale %s', async (_path, page, sent) => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${API}/rfqs`, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          { acknowledged: true, insertedId: 'x', reference: 'RFQ-1', receipt: true },
          { status: 201 },
        );
      }),
    );
    const config = runtimeConfig();
    setRuntimeConfig(config, page);
    try {
      const onSent = vi.fn();
      render(<Form onSent={onSent} />);
      const form = screen.getByRole('form', { name: 'Quote' });
      act(() => void form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
      await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
      expect(bodies).toHaveLength(1);
      expect(bodies[0]!.locale).toBe(sent);
      expect(bodies[0]!.company).toBe('Dhaka Knit Composite');
    } finally {
      setRuntimeConfig(config);
    }
  });
});
