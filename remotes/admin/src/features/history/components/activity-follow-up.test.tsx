import { screen, waitFor } from '@testing-library/react';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db } from '../../../testing/db.ts';
import { make } from '../../../testing/fixtures.ts';
import { api, API } from '../../../testing/handlers.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts } from '../../../testing/table.ts';

// docs/history.md: a request's follow-up is logged with what it changed, an RFQ under its reference.
async function patch(path: string, change: object) {
  const headers = { authorization: `Bearer ${TEST_TOKEN}`, 'content-type': 'application/json' };
  const answer = await api.handle(
    new Request(`${API}${path}`, { method: 'PATCH', headers, body: JSON.stringify(change) }),
  );
  expect(answer?.status).toBe(200);
}

describe('Activity: a follow-up', () => {
  it('says what changed, and names an RFQ by its reference and an enquiry by its sender', async () => {
    db.users.push(make.me());
    db.rfqs.push(make.rfq({ reference: 'RFQ-2026-000123', name: 'Nadia Rahman' }));
    db.enquiries.push(make.enquiry({ user_name: 'Rahim Uddin' }));
    const [rfq, enquiry] = [db.rfqs[0]!, db.enquiries[0]!];
    await patch(`/rfqs/${rfq._id}`, { status: 'quoted', note: 'Sent the mill’s price.' });
    await patch(`/rfqs/${rfq._id}`, { assignee: 'ayesha@texbridge.example' });
    await patch(`/enquiries/${enquiry._id}`, {});

    await renderApp('/admin/activity');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    const rows = (await bodyRows()).map((row) => cellTexts(row).slice(2, 4));
    expect(rows).toEqual([
      ['Status: new → replied', 'Rahim UddinEnquiry'],
      ['Assigned to ayesha@texbridge.example', 'RFQ-2026-000123RFQ'],
      ['Status: new → quoted; Note added', 'RFQ-2026-000123RFQ'],
    ]);
    expect(screen.queryByText('Follow-up changed')).not.toBeInTheDocument();
  });
});
