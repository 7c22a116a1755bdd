import { useRef } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '../../../testing/handlers.ts';
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
});
