import { screen, waitFor, within } from '@testing-library/react';
import type { Enquiry } from '@texbridge/shared/schemas/enquiry';
import { enquiryUpdate } from '@texbridge/shared/schemas/enquiry';
import { http, HttpResponse } from 'msw';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { many } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The shared test API has no enquiries yet: this file serves GET /enquiries, PATCH /enquiries/{id}
// and DELETE /delete-enquiries/{id} itself (README "Additions over the spec").
const enquiries: Enquiry[] = [];
interface Call {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body?: unknown;
}
const calls: Call[] = [];
const writes = () => calls.filter((call) => call.method !== 'GET');

function log(request: Request, body?: unknown) {
  const url = new URL(request.url);
  calls.push({
    method: request.method,
    path: url.pathname,
    search: url.search,
    authorization: request.headers.get('authorization'),
    body,
  });
}
const denied = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${TEST_TOKEN}` ? null : apiError(401, 'Unauthorized', 'Sign in.');

const enquiriesApi = [
  http.get(`${API}/enquiries`, ({ request }) => {
    log(request);
    const refused = denied(request);
    if (refused) return refused;
    const url = new URL(request.url);
    const limit = Number(url.searchParams.get('limit') ?? enquiries.length);
    const start = (Number(url.searchParams.get('page') ?? 1) - 1) * limit;
    return HttpResponse.json(enquiries.slice(start, start + limit), {
      headers: { 'X-Total-Count': String(enquiries.length) },
    });
  }),
  http.patch(`${API}/enquiries/:id`, async ({ request, params }) => {
    const body: unknown = await request.json();
    log(request, body);
    const refused = denied(request);
    if (refused) return refused;
    const parsed = enquiryUpdate.safeParse(body);
    if (!parsed.success) return apiError(400, 'Bad Request', 'handled must be a boolean');
    const found = enquiries.find((row) => row._id === params.id);
    if (!found) return apiError(404, 'Not Found', 'No such enquiry.');
    found.handled = parsed.data.handled;
    return HttpResponse.json({ acknowledged: true, matchedCount: 1, modifiedCount: 1 });
  }),
  http.delete(`${API}/delete-enquiries/:id`, ({ request, params }) => {
    log(request);
    const refused = denied(request);
    if (refused) return refused;
    const index = enquiries.findIndex((row) => row._id === params.id);
    if (index >= 0) enquiries.splice(index, 1);
    return HttpResponse.json({ acknowledged: true, deletedCount: index >= 0 ? 1 : 0 });
  }),
];

let counter = 0;
const LONG_MESSAGE =
  'We need 20 tonnes of 30s combed cotton yarn each month for single jersey, delivered to Gazipur.\n\nCan you quote CIF Chittagong with a lab dip timeline?';
const enquiry = (over: Partial<Enquiry> = {}): Enquiry => ({
  _id: `e${(++counter).toString(16).padStart(23, '0')}`,
  user_name: 'Rahim Uddin',
  user_email: 'rahim@knits.example',
  user_phone: '+880 1711-000000',
  message: 'Please send your price list for viscose yarn.',
  handled: false,
  // Local time, so the expected text does not depend on the machine's time zone.
  createdAt: new Date(2026, 10, 22, 14, 5).toISOString(),
  ...over,
});

const bodyRows = async () =>
  within(await screen.findByRole('table'))
    .getAllByRole('row')
    .slice(1);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

beforeEach(() => {
  enquiries.length = 0;
  calls.length = 0;
  server.use(...enquiriesApi);
});

describe('Enquiries', () => {
  it('lists Name, Email (mailto), Phone (tel or a dash), Message (cut), Date, Status and Action, newest first', async () => {
    enquiries.push(
      enquiry({ user_name: 'Rahim Uddin', message: LONG_MESSAGE }),
      enquiry({
        user_name: 'Sara Lee',
        user_email: 'sara@garments.example',
        user_phone: undefined,
        handled: true,
        createdAt: new Date(2026, 0, 3, 9, 30).toISOString(),
      }),
    );
    await renderApp('/admin/enquiries');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Message', 'Date', 'Status', 'Action']);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const [first, second] = await bodyRows();
    const text = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 6)
        .map((cell) => cell.textContent);
    expect(text(first!)).toEqual([
      'Rahim Uddin',
      'rahim@knits.example',
      '+880 1711-000000',
      'We need 20 tonnes of 30s combed cotton yarn each month for s…',
      '22 Nov 2026, 14:05',
      'New',
    ]);
    expect(text(second!)).toEqual([
      'Sara Lee',
      'sara@garments.example',
      '—',
      'Please send your price list for viscose yarn.',
      '3 Jan 2026, 09:30',
      'Handled',
    ]);
    expect(within(first!).getByRole('link', { name: 'rahim@knits.example' })).toHaveAttribute(
      'href',
      'mailto:rahim@knits.example',
    );
    expect(within(first!).getByRole('link', { name: '+880 1711-000000' })).toHaveAttribute(
      'href',
      'tel:+8801711000000',
    );
    expect(within(second!).getAllByRole('link')).toHaveLength(1);
    expect(within(first!).getByText('22 Nov 2026, 14:05')).toHaveAttribute('dateTime', enquiries[0]!.createdAt);
    expect(within(first!).getByText(/^We need 20 tonnes/)).toHaveAttribute('title', LONG_MESSAGE);
    expect(screen.getByText('2 enquiries, newest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Enquiries | Dashboard'));
    expect(calls[0]).toMatchObject({ path: '/enquiries', search: '?page=1&limit=10' });
  });

  it("opens the whole message with 'Read'", async () => {
    enquiries.push(enquiry({ user_name: 'Rahim Uddin', message: LONG_MESSAGE }));
    const { user } = await renderApp('/admin/enquiries');
    const read = await screen.findByRole('button', { name: 'Read the message from Rahim Uddin' });
    await user.click(read);
    const dialog = screen.getByRole('dialog', { name: 'Message from Rahim Uddin' });
    // The whole text, line breaks kept, which the table cut after 60 characters.
    expect(within(dialog).getByText(/Can you quote CIF Chittagong/).textContent).toBe(LONG_MESSAGE);
    expect(within(dialog).getByRole('link', { name: 'rahim@knits.example' })).toHaveAttribute(
      'href',
      'mailto:rahim@knits.example',
    );
    expect(within(dialog).getByText('22 Nov 2026, 14:05')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(read).toHaveFocus();
    expect(writes()).toEqual([]);
  });

  it('marks an enquiry handled (PATCH { handled: true }) and new again (PATCH { handled: false })', async () => {
    enquiries.push(enquiry({ user_name: 'Rahim Uddin' }));
    const id = enquiries[0]!._id;
    const { user } = await renderApp('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: 'Mark handled: the message from Rahim Uddin' }));

    expect(await screen.findByText('Enquiry marked handled')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('Rahim Uddin')).getByText('Handled')).toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        path: `/enquiries/${id}`,
        search: '',
        authorization: `Bearer ${TEST_TOKEN}`,
        body: { handled: true },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Mark new: the message from Rahim Uddin' }));
    expect(await screen.findByText('Enquiry marked new')).toBeInTheDocument();
    await waitFor(async () => expect(within(await rowOf('Rahim Uddin')).getByText('New')).toBeInTheDocument());
    expect(writes().map((call) => call.body)).toEqual([{ handled: true }, { handled: false }]);
    expect(enquiries[0]!.handled).toBe(false);
  });

  it("deletes an enquiry after 'Are You Sure to Delete This Enquiry ?'", async () => {
    enquiries.push(enquiry({ user_name: 'Keep Me' }), enquiry({ user_name: 'Spam Bot' }));
    const spam = enquiries[1]!._id;
    const { user } = await renderApp('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: 'Delete Enquiry from Spam Bot' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText('Are You Sure to Delete This Enquiry ?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Enquiry Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Spam Bot')).not.toBeInTheDocument());
    expect(enquiries.map((row) => row.user_name)).toEqual(['Keep Me']);
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: `/delete-enquiries/${spam}`,
        authorization: `Bearer ${TEST_TOKEN}`,
      }),
    ]);
  });

  it("says 'No enquiries yet.' when there are none", async () => {
    await renderApp('/admin/enquiries');
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Nothing here yet')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Enquiries | Dashboard'));
  });

  it('shows the empty sentence once the last enquiry is deleted', async () => {
    enquiries.push(enquiry({ user_name: 'Only One' }));
    const { user } = await renderApp('/admin/enquiries');
    await user.click(await screen.findByRole('button', { name: 'Delete Enquiry from Only One' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
    expect(enquiries).toEqual([]);
  });

  it('shows no page buttons for 10 enquiries, and pages 11 by 10', async () => {
    enquiries.push(...many(10, (n) => enquiry({ user_name: `Buyer ${n}` })));
    const first = await renderApp('/admin/enquiries');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Enquiries pages' })).not.toBeInTheDocument();
    first.unmount();

    enquiries.push(enquiry({ user_name: 'Buyer 11' }));
    const { user, router } = await renderApp('/admin/enquiries');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Enquiries pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Buyer 11')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ path: '/enquiries', search: '?page=2&limit=10' });
  });
});
