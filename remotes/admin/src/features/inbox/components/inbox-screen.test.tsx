import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, vi } from 'vitest';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests } from '../../../testing/db.ts';
import { captureDownloads } from '../../../testing/downloads.ts';
import { make, many } from '../../../testing/fixtures.ts';
import { API, apiError } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../../testing/table.ts';

// docs/quotes.md: the dashboard's inbox holds the contact-form enquiries and the RFQs together.
const HOUR = 3_600_000;
const inboxRequests = () => requests.filter((request) => request.path === '/inbox');
let restoreDownloads: (() => void) | undefined;
afterEach(() => {
  restoreDownloads?.();
  vi.restoreAllMocks();
});

describe('Inbox', () => {
  it('lists enquiries and RFQs together, newest first, with who, what, when, status, assignee and first reply', async () => {
    const arrived = Date.now() - 3 * HOUR - 60_000;
    db.rfqs.push(
      make.rfq({
        reference: 'RFQ-2026-000042',
        createdAt: new Date(2026, 10, 24, 9, 0).toISOString(),
        firstReplyAt: new Date(2026, 10, 24, 11, 5).toISOString(),
        status: 'quoted',
        assignee: 'boss@texbridge.example',
        notification: 'failed',
      }),
    );
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin', createdAt: new Date(arrived).toISOString() }));
    await renderApp('/admin/inbox');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Request', 'From', 'Summary', 'Received', 'Status']);
    const [enquiry, rfq] = await bodyRows();
    expect(cellTexts(enquiry!)).toEqual([
      'Enquiry',
      'Rahim Uddin',
      'Please send your price list for viscose yarn.',
      expect.stringMatching(/First reply: waiting 3 h 1 min$/),
      'NewUnassigned',
    ]);
    expect(within(enquiry!).queryByText('Notification failed')).not.toBeInTheDocument();
    expect(cellTexts(rfq!)).toEqual([
      'RFQRFQ-2026-000042Notification failed',
      'Nadia RahmanDhaka Knit Composite Ltd',
      'Combed Cotton Yarn Ne 30/1 (5000 kg), Single Jersey 180 GSM (800 m)',
      '24 Nov 2026, 09:00First reply: 2 h 5 min',
      'Quotedboss@texbridge.example',
    ]);
    expect(within(rfq!).getByRole('link', { name: 'Nadia Rahman: open the RFQ RFQ-2026-000042' })).toHaveAttribute(
      'href',
      `/admin/inbox/rfq/${db.rfqs[0]!._id}`,
    );
    expect(screen.getByText('2 requests, newest first')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inbox | Dashboard'));
    expect(inboxRequests()).toEqual([
      { method: 'GET', path: '/inbox', search: '?page=1&limit=10&tz=UTC', authorization: `Bearer ${TEST_TOKEN}` },
    ]);
  });

  it('filters by status, type and the days received, in the URL, and clears them', async () => {
    db.rfqs.push(make.rfq({ status: 'quoted', createdAt: new Date(Date.UTC(2026, 10, 20, 12)).toISOString() }));
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    const { user, router } = await renderApp('/admin/inbox');
    const filters = await screen.findByRole('search', { name: 'Filter the inbox' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Status' }), 'quoted');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('1 request matching the filters, newest first')).toBeInTheDocument();
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Type' }), 'rfq');
    await user.type(within(filters).getByLabelText('Received from'), '2026-11-19');
    await user.type(within(filters).getByLabelText('Received to'), '2026-11-21');
    await waitFor(() =>
      expect(inboxRequests().at(-1)?.search).toBe(
        '?status=quoted&type=rfq&from=2026-11-19&to=2026-11-21&page=1&limit=10&tz=UTC',
      ),
    );
    expect(router.state.location.search).toBe('?status=quoted&type=rfq&from=2026-11-19&to=2026-11-21');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));

    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Type' }), 'enquiry');
    expect(await screen.findByText(/No requests match these filters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    expect(router.state.location.search).toBe('');
    expect(inboxRequests().at(-1)?.search).toBe('?page=1&limit=10&tz=UTC');
  });

  it('reads the days received in the browser’s time zone, as the times are shown', async () => {
    // Staff in Dhaka (UTC+6): this request is shown 20 Nov, 03:30, though it is still 19 Nov in UTC.
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...real.call(this), timeZone: 'Asia/Dhaka' };
    });
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin', createdAt: '2026-11-19T21:30:00.000Z' }));
    await renderApp('/admin/inbox?from=2026-11-20');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(inboxRequests().at(-1)?.search).toBe('?from=2026-11-20&page=1&limit=10&tz=Asia%2FDhaka');
  });

  it('says when the days are the wrong way round, beside them, and asks nothing of the API', async () => {
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    await renderApp('/admin/inbox?from=2026-11-21&to=2026-11-20');
    const filters = await screen.findByRole('search', { name: 'Filter the inbox' });
    const problem = within(filters).getByRole('alert');
    expect(problem).toHaveTextContent('“Received from” is later than “Received to”: change one of them.');
    expect(within(filters).getByLabelText('Received from')).toHaveAccessibleDescription(problem.textContent!);
    expect(within(filters).getByLabelText('Received to')).toBeInvalid();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(inboxRequests()).toEqual([]);
  });

  it('says how requests arrive when there are none yet', async () => {
    await renderApp('/admin/inbox');
    expect(
      await screen.findByText(
        'No requests yet. Enquiries from the contact form and RFQs from the quote page arrive here.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
  });

  it('says what went wrong when the inbox cannot be loaded, and tries again', async () => {
    server.use(
      http.get(`${API}/inbox`, () => apiError(503, 'Service Unavailable', 'The database is unavailable'), {
        once: true,
      }),
    );
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    const { user } = await renderApp('/admin/inbox');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The requests could not be loaded: The database is unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Rahim Uddin')).toBeInTheDocument();
  });

  it('pages 11 requests by 10, keeping the filters', async () => {
    db.enquiries.push(
      ...many(11, (n) =>
        make.enquiry({ user_name: `Buyer ${n}`, createdAt: new Date(2026, 10, 30 - n).toISOString() }),
      ),
    );
    const { user, router } = await renderApp('/admin/inbox?type=enquiry');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Inbox pages' })).getByRole('link', { name: 'Page 2' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?type=enquiry&page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Buyer 11')).toBeInTheDocument();
    expect(inboxRequests().at(-1)?.search).toBe('?type=enquiry&page=2&limit=10&tz=UTC');
  });

  it('exports the RFQs of the status filtered on as CSV, fetched with the token and downloaded', async () => {
    const capture = captureDownloads();
    restoreDownloads = capture.restore;
    db.rfqs.push(make.rfq({ status: 'won', reference: 'RFQ-2026-000007' }), make.rfq({ reference: 'RFQ-2026-000008' }));
    const { user } = await renderApp('/admin/inbox?status=won');
    expect(await screen.findByText('Won RFQs, one row per product')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('RFQs exported to rfqs.csv')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/rfqs.csv')).toEqual({
      method: 'GET',
      path: '/rfqs.csv',
      search: '?status=won',
      authorization: `Bearer ${TEST_TOKEN}`,
    });
    expect(capture.downloads.map((download) => download.name)).toEqual(['rfqs.csv']);
    const csv = await capture.downloads[0]!.blob.text();
    expect(csv).toContain('RFQ-2026-000007');
    expect(csv).not.toContain('RFQ-2026-000008');
  });

  it('offers no export while the list shows enquiries only, and says why', async () => {
    db.rfqs.push(make.rfq());
    await renderApp('/admin/inbox?type=enquiry');
    const exportButton = await screen.findByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription('The export holds RFQs only: show RFQs to export them');
  });
});
