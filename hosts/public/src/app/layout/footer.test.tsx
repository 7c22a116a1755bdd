import { act, screen, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { make } from '@texbridge/shared/testing/records';
import { apiDb } from '../../testing/api-db.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';
import { AGENCY_PHONES } from '../../components/layout/agency-contact.ts';

afterEach(() => act(() => toast.remove()));

async function openFooter(path = '/news') {
  const utils = renderRoute(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...utils, footer: await screen.findByRole('contentinfo') };
}

describe('public footer', () => {
  it('links to About Us, Products with its categories, News and Contact Us', async () => {
    const { footer } = await openFooter();
    const menu = within(within(footer).getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(menu.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Us', '/about'],
      ['Products', '/products'],
      ['Fibre', '/products/fibres'],
      ['Yarn', '/products/yarn'],
      ['Fabric', '/products/fabrics'],
      ['Dyes & Chemical', '/products/dyes'],
      ['Garments', '/products/garments'],
      ['News', '/news'],
      ['Contact Us', '/contact'],
    ]);
  });

  it('gives the head office, two phone numbers with WhatsApp links, a chat handle and the 2024 copyright', async () => {
    apiDb.contacts.push(
      make.contact({ add1: { addT1: 'Head Office', add1: 'House 27, Road 11, Banani, Dhaka 1213' } }),
    );
    const { footer } = await openFooter();
    // The contact record's, as on the Contact Us page.
    expect(footer.querySelector('address')).toHaveTextContent('House 27, Road 11, Banani, Dhaka 1213');
    expect(AGENCY_PHONES).toHaveLength(2);
    const tel = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(tel.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      AGENCY_PHONES.map((phone) => [phone.display, `tel:${phone.tel}`]),
    );
    for (const phone of AGENCY_PHONES) {
      const whatsapp = within(footer).getByRole('link', { name: `WhatsApp ${phone.display} (opens in a new tab)` });
      expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d{8,15}$/);
      expect(whatsapp).toHaveAttribute('href', `https://wa.me/${phone.tel.replace('+', '')}`);
    }
    expect(footer).toHaveTextContent('WeChat: TexBridgeBD');
    expect(within(footer).getByText('© 2024 TexBridge. All rights reserved.')).toBeInTheDocument();
  });

  it('carries the message form, which sends an enquiry like the Contact Us one', async () => {
    const { footer, user } = await openFooter();
    // The form is fetched when the footer comes near the viewport, so it arrives a moment later.
    const form = await within(footer).findByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByLabelText('Your name'), 'Rafiq Islam');
    await user.type(within(form).getByLabelText('E-mail'), 'rafiq@denim.example');
    await user.type(within(form).getByLabelText(/^Phone/), '8801811000007');
    await user.type(within(form).getByLabelText('Message'), 'Price for 12 oz denim, please.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('We Will Reply Soon')).toBeInTheDocument();
    expect(apiDb.enquiries).toEqual([
      {
        user_name: 'Rafiq Islam',
        user_email: 'rafiq@denim.example',
        user_phone: '8801811000007',
        message: 'Price for 12 oz denim, please.',
      },
    ]);
    expect(within(form).getByLabelText('Message')).toHaveValue('');
  });

  it('leaves its message form out on /quote, whose own form asks for the name and e-mail just above', async () => {
    const quote = renderRoute('/quote');
    await screen.findByRole('heading', { level: 1, name: 'Request for quotation' });
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    expect(footer.queryByRole('heading', { name: 'Send us a message' })).not.toBeInTheDocument();
    expect(footer.queryByRole('textbox')).not.toBeInTheDocument();
    // Everywhere else it stays.
    quote.unmount();
    const { footer: elsewhere } = await openFooter('/about');
    expect(await within(elsewhere).findByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('moves focus to a sentence saying the message was sent, not to <body>', async () => {
    const { footer, user } = await openFooter();
    const form = await within(footer).findByRole('form', { name: 'Send us a message' });
    await user.type(within(form).getByLabelText('Your name'), 'Rafiq Islam');
    await user.type(within(form).getByLabelText('E-mail'), 'rafiq@denim.example');
    await user.type(within(form).getByLabelText('Message'), 'Price for 12 oz denim, please.');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));

    await screen.findByText('We Will Reply Soon');
    const note = await within(form).findByRole('status');
    expect(note).toHaveTextContent('Thank you, your message was sent. We will reply soon.');
    expect(note).toHaveFocus();
  });

  it('asks the API for the contact record once, for the header and the footer together', async () => {
    const requests: string[] = [];
    const listener = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    await openFooter();
    server.events.removeListener('request:start', listener);
    expect(requests).toContain('/news');
    expect(requests.filter((path) => path === '/contact')).toHaveLength(1);
  });
});
