import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { http, HttpResponse } from 'msw';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

// What a confirmation says once a request is sent with the page's script (docs/quotes.md, "Sent"): what
// was sent, and plainly whether a receipt e-mail follows, as the API's answer says.

afterEach(() => {
  localStorage.clear();
  act(() => toast.remove());
});

/** The API's answer says a receipt follows, as it does where it sends e-mail. */
function apiSendsReceipts() {
  server.use(
    http.post(`${API}/rfqs`, () =>
      HttpResponse.json({ acknowledged: true, insertedId: 'r1', reference: 'RFQ-2026-000777', receipt: true }),
    ),
    http.post(`${API}/enquiries`, () => HttpResponse.json({ acknowledged: true, insertedId: 'e1', receipt: true })),
  );
}

async function sendQuote() {
  const yarn = make.product({ title: 'Combed Cotton Yarn Ne 30/1', moq: { value: 1000, unit: 'kg' } });
  const jersey = make.product({ title: 'Single Jersey 180 GSM', moq: { value: 500, unit: 'm' } });
  apiDb.products.push(yarn, jersey);
  localStorage.setItem('texbridge.quote', JSON.stringify([yarn, jersey].map(({ _id, title }) => ({ id: _id, title }))));
  const { user } = renderRoute('/quote');
  const form = within(await screen.findByRole('form', { name: 'Request for quotation' }));
  await screen.findByRole('heading', { level: 3, name: jersey.title });
  await user.type(form.getByLabelText('Company'), 'Dhaka Knit Composite');
  await user.type(form.getByLabelText('Your name'), 'Nadia Rahman');
  await user.type(form.getByLabelText('E-mail'), 'nadia@dhakaknit.example');
  await user.selectOptions(form.getByLabelText('Country'), 'BD');
  await user.click(form.getByRole('button', { name: 'Send request' }));
  const section = (await screen.findByRole('heading', { name: 'Request for quotation sent' })).closest('section')!;
  return Object.assign(within(section), { section });
}

async function sendMessage() {
  apiDb.contacts.push(make.contact());
  const { user } = renderRoute('/contact');
  const form = within(await screen.findByRole('form', { name: 'Message' }));
  await user.type(form.getByLabelText('Your name'), 'Rafiq Islam');
  await user.type(form.getByLabelText('E-mail'), 'rafiq@denim.example');
  await user.type(form.getByLabelText('Message'), 'Price for 12 oz denim, please.\nFOB Chattogram.');
  await user.click(form.getByRole('button', { name: 'Send Message' }));
  return form.findByRole('status');
}

describe('the confirmation of a request for quotation', () => {
  it('sums up what was sent: the reference, each product with its quantity and unit, the company and e-mail', async () => {
    const sent = await sendQuote();
    const rows = [...sent.section.querySelector('dl')!.children];
    const summary = rows.map((row) => row.textContent!.replace(/\s+/g, ' ').trim());
    expect(summary).toEqual([
      'ReferenceRFQ-2026-000001',
      'ProductsCombed Cotton Yarn Ne 30/1: 1,000 kgSingle Jersey 180 GSM: 500 m',
      'CompanyDhaka Knit Composite',
      'E-mailnadia@dhakaknit.example',
    ]);
  });

  it('says no receipt is e-mailed where the API sends none', async () => {
    const sent = await sendQuote();
    expect(
      sent.getByText(
        'We do not send a receipt by e-mail, so note your reference, RFQ-2026-000001. Our reply comes to nadia@dhakaknit.example.',
      ),
    ).toBeInTheDocument();
  });

  it('says a receipt is on its way where the API sends one', async () => {
    apiSendsReceipts();
    const sent = await sendQuote();
    expect(
      sent.getByText(
        'A receipt is on its way to nadia@dhakaknit.example. It gives your reference, RFQ-2026-000777, and nothing else you typed.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the confirmation of a message', () => {
  it('says who it is from, how it starts, and that no receipt is e-mailed where the API sends none', async () => {
    const note = await sendMessage();
    expect(note).toHaveTextContent('Thank you, your message was sent. We will reply soon.');
    expect(note).toHaveTextContent(
      'From Rafiq Islam (rafiq@denim.example): “Price for 12 oz denim, please. FOB Chattogram.”',
    );
    expect(note).toHaveTextContent('We do not send a receipt by e-mail. Our reply comes to rafiq@denim.example.');
  });

  it('says a receipt is on its way where the API sends one', async () => {
    apiSendsReceipts();
    const note = await sendMessage();
    expect(note).toHaveTextContent('A receipt is on its way to rafiq@denim.example; our reply follows from our team.');
  });
});
