import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { make } from '@texbridge/shared/testing/records';
import { setRuntimeConfig } from '../../config/runtime.ts';
import { apiDb } from '../../testing/api-db.ts';
import { API } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoute } from '../../testing/render-route.tsx';

// EmailJS is the one thing that cannot run here: the form imports it dynamically, so mock the module.
const emailjsSend = vi.hoisted(() => vi.fn());
vi.mock('@emailjs/browser', () => ({ default: { send: emailjsSend } }));

beforeEach(() => {
  emailjsSend.mockReset().mockResolvedValue({ status: 200, text: 'OK' });
});
afterEach(() => {
  // react-hot-toast keeps its toasts in module state: start every test with none.
  act(() => toast.remove());
  vi.restoreAllMocks();
});

const ENQUIRY = {
  user_name: 'Farhana Akter',
  user_email: 'farhana@knitwear.example',
  user_phone: '8801711000009',
  message: 'We need 20 tons of 30/1 combed cotton yarn by March.',
};

async function openContact() {
  const utils = renderRoute('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  // The form's code loads on its own (docs/performance.md, islands): the first test to open the page
  // in a run waits for it, whichever test that is.
  await screen.findByRole('form', { name: 'Message' });
  return utils;
}

const messageForm = () => screen.getByRole('form', { name: 'Message' });
const fields = (form: HTMLElement) => ({
  name: within(form).getByLabelText('Your name'),
  email: within(form).getByLabelText('E-mail'),
  phone: within(form).getByLabelText(/^Phone/),
  message: within(form).getByLabelText('Message'),
});

async function fillIn(user: UserEvent, form: HTMLElement, values = ENQUIRY) {
  const f = fields(form);
  await user.type(f.name, values.user_name);
  await user.type(f.email, values.user_email);
  await user.type(f.phone, values.user_phone);
  await user.type(f.message, values.message);
  return f;
}

const failWith = (status: number, message: string) =>
  server.use(
    http.post(`${API}/enquiries`, () => HttpResponse.json({ statusCode: status, error: 'Error', message }, { status })),
  );

async function expectTextKept(form: HTMLElement) {
  const f = fields(form);
  expect(f.name).toHaveValue(ENQUIRY.user_name);
  expect(f.email).toHaveValue(ENQUIRY.user_email);
  expect(f.message).toHaveValue(ENQUIRY.message);
  expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
}

describe('Contact Us (/contact)', () => {
  it('is titled, carries the subtitle, and shows the newest record’s four address blocks with No Added for missing ones', async () => {
    apiDb.contacts.push(
      make.contact({
        add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan, Dhaka 1212' },
        add2: { addT2: 'Port Office', add2: 'Agrabad, Chattogram' },
        add4: { addT4: '', add4: '  ' },
      }),
      make.contact({ add1: { addT1: 'Old Office', add1: 'Motijheel, Dhaka' } }),
    );
    await openContact();

    expect(document.title).toBe('Contact Us | TexBridge');
    expect(screen.getByText('for developing your sustainable Fashion')).toBeInTheDocument();
    const offices = within(screen.getByRole('region', { name: 'Our offices' })).getAllByRole('listitem');
    expect(offices).toHaveLength(4);
    expect(within(offices[0]!).getByRole('heading', { name: 'Head Office' })).toBeInTheDocument();
    expect(offices[0]).toHaveTextContent('House 12, Road 7, Gulshan, Dhaka 1212');
    expect(within(offices[1]!).getByRole('heading', { name: 'Port Office' })).toBeInTheDocument();
    expect(offices[1]).toHaveTextContent('Agrabad, Chattogram');
    expect(offices[2]).toHaveTextContent('No Added');
    expect(offices[3]).toHaveTextContent('No Added');
    expect(screen.getAllByText('No Added')).toHaveLength(2);
    expect(screen.queryByText('Old Office')).not.toBeInTheDocument();
  });

  it('gives HR, Business Development and Marketing a tel: and a mailto: link, the other three desks tel: only', async () => {
    apiDb.contacts.push(
      make.contact({
        HR: { hrt: '+8801711000001', hre: 'hr@texbridge.example' },
        bd: { bdt: '+8801711000002', bde: 'bd@texbridge.example' },
        marketing: { marketingT: '+8801711000003', marketingE: 'marketing@texbridge.example' },
        supplyChain: '+880 1711-000004',
        rnd: '+8801711000005',
        commercial: '+8801711000006',
      }),
    );
    await openContact();
    const desks = screen.getByRole('region', { name: 'Reach the right desk' });
    const desk = (name: string) => within(screen.getByRole('heading', { name }).closest('li')!).getAllByRole('link');

    expect(desk('HR').map((a) => a.getAttribute('href'))).toEqual([
      'tel:+8801711000001',
      'mailto:hr@texbridge.example',
    ]);
    expect(desk('Business Development').map((a) => a.getAttribute('href'))).toEqual([
      'tel:+8801711000002',
      'mailto:bd@texbridge.example',
    ]);
    expect(desk('Marketing').map((a) => a.getAttribute('href'))).toEqual([
      'tel:+8801711000003',
      'mailto:marketing@texbridge.example',
    ]);
    expect(desk('Supply Chain Management').map((a) => a.getAttribute('href'))).toEqual(['tel:+8801711000004']);
    expect(desk('Research and Development').map((a) => a.getAttribute('href'))).toEqual(['tel:+8801711000005']);
    expect(desk('Commercial Management').map((a) => a.getAttribute('href'))).toEqual(['tel:+8801711000006']);
    expect(within(desks).getByRole('link', { name: '+880 1711-000004' })).toBeInTheDocument();
  });

  it('shows the QR image labelled WeChat', async () => {
    const contact = make.contact({ QR: 'https://res.cloudinary.com/demo/image/upload/qr.png' });
    apiDb.contacts.push(contact);
    await openContact();
    const qr = screen.getByRole('img', { name: /WeChat QR code/ });
    expect(qr).toHaveAttribute('src', 'https://res.cloudinary.com/demo/image/upload/qr.png');
    expect(qr.closest('figure')).toHaveTextContent('WeChat');
  });

  it('embeds an allowed Google Maps embed lazily, titled, sandboxed and with a referrer policy', async () => {
    apiDb.contacts.push(
      make.contact({
        add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan, Dhaka 1212' },
        map: 'https://www.google.com/maps/embed?pb=!1m18!dhaka',
      }),
    );
    await openContact();
    const map = screen.getByTitle('Map: Head Office, House 12, Road 7, Gulshan, Dhaka 1212');
    expect(map.tagName).toBe('IFRAME');
    expect(map).toHaveAttribute('src', 'https://www.google.com/maps/embed?pb=!1m18!dhaka');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(map.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it("offers an 'Open in Maps' link to the embedded map, in a new tab, 44 px tall", async () => {
    apiDb.contacts.push(
      make.contact({
        add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan, Dhaka 1212' },
        map: 'https://maps.google.com/maps?q=Gulshan%2C%20Dhaka&output=embed',
      }),
    );
    await openContact();
    const link = screen.getByRole('link', { name: 'Open in Maps' });
    expect(link).toHaveAttribute('href', 'https://maps.google.com/maps?q=Gulshan%2C+Dhaka');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link).toHaveClass('min-h-11');
  });

  it('does not frame any other URL, and links to the address instead', async () => {
    apiDb.contacts.push(
      make.contact({
        add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan, Dhaka 1212' },
        map: 'https://evil.example/embed',
      }),
    );
    await openContact();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.body.innerHTML).not.toContain('evil.example');
    const link = screen.getByRole('link', {
      name: 'Open House 12, Road 7, Gulshan, Dhaka 1212 in Google Maps (opens in a new tab)',
    });
    expect(link).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=House%2012%2C%20Road%207%2C%20Gulshan%2C%20Dhaka%201212',
    );
  });

  it('says so, and still offers the form, when there is no contact record', async () => {
    await openContact();
    expect(screen.getByText(/Our office addresses and phone numbers are being updated/)).toBeInTheDocument();
    expect(screen.queryByText('No Added')).not.toBeInTheDocument();
    expect(messageForm()).toBeInTheDocument();
  });
});

describe('the enquiry form on Contact Us', () => {
  it('posts exactly the four fields to /enquiries, says We Will Reply Soon and resets', async () => {
    const { user } = await openContact();
    const f = await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('We Will Reply Soon')).toBeInTheDocument();
    expect(apiDb.enquiries).toEqual([ENQUIRY]);
    for (const field of Object.values(f)) expect(field).toHaveValue('');
  });

  it('keeps a phone number as typed, with +, spaces, brackets, dashes and dots', async () => {
    const { user } = await openContact();
    const f = await fillIn(user, messageForm(), { ...ENQUIRY, user_phone: '+880 (1711) 000-009.5' });
    expect(f.phone).toHaveValue('+880 (1711) 000-009.5');
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
    await screen.findByText('We Will Reply Soon');
    expect(apiDb.enquiries).toEqual([{ ...ENQUIRY, user_phone: '+880 (1711) 000-009.5' }]);
  });

  it.each(['+880 1', '1234 5678 9012 3456 7890 1'])(
    'refuses the phone %j, fewer than 6 or more than 20 digits, saying so next to the field',
    async (phone) => {
      const { user } = await openContact();
      const f = await fillIn(user, messageForm(), { ...ENQUIRY, user_phone: phone });
      await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
      expect(await within(messageForm()).findByText('Phone must have 6 to 20 digits.')).toBeInTheDocument();
      expect(f.phone).toHaveAttribute('aria-invalid', 'true');
      expect(f.phone).toHaveFocus();
      expect(apiDb.enquiries).toEqual([]);
    },
  );

  it('leaves an empty phone out of the request', async () => {
    const { user } = await openContact();
    const f = fields(messageForm());
    await user.type(f.name, ENQUIRY.user_name);
    await user.type(f.email, ENQUIRY.user_email);
    await user.type(f.message, ENQUIRY.message);
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
    await screen.findByText('We Will Reply Soon');
    expect(apiDb.enquiries).toEqual([
      { user_name: ENQUIRY.user_name, user_email: ENQUIRY.user_email, message: ENQUIRY.message },
    ]);
  });

  it('disables the button and shows progress while sending, and never posts twice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(`${API}/enquiries`, async ({ request }) => {
        await gate;
        apiDb.enquiries.push((await request.json()) as never);
        return HttpResponse.json({ acknowledged: true, insertedId: '1'.padStart(24, '0') });
      }),
    );
    const { user } = await openContact();
    const f = await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    const button = await within(messageForm()).findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(messageForm()).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await user.type(f.name, '{Enter}');
    release();

    expect(await screen.findByText('We Will Reply Soon')).toBeInTheDocument();
    expect(within(messageForm()).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(apiDb.enquiries).toHaveLength(1);
  });

  it('on a server error shows its sentence in an error toast and keeps the text', async () => {
    failWith(500, 'Something went wrong on the server; please try again.');
    const { user } = await openContact();
    await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Your message was not sent. Something went wrong on the server; please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('We Will Reply Soon')).not.toBeInTheDocument();
    await expectTextKept(messageForm());
  });

  it('when rate-limited (429) says to wait a few minutes or call or e-mail, and keeps the text', async () => {
    failWith(429, 'Rate limit exceeded, retry in 10 minutes');
    const { user } = await openContact();
    await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText(/Please wait a few minutes and send again, or call or e-mail us/),
    ).toBeInTheDocument();
    await expectTextKept(messageForm());
  });

  it('when the server cannot be reached says to check the connection, and keeps the text', async () => {
    server.use(http.post(`${API}/enquiries`, () => HttpResponse.error()));
    const { user } = await openContact();
    await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('We could not reach the server. Check your connection and send again.'),
    ).toBeInTheDocument();
    await expectTextKept(messageForm());
  });

  it('shows a field the server rejected next to that field', async () => {
    failWith(400, 'user_email must be an e-mail address');
    const { user } = await openContact();
    const f = await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText(/Please correct the highlighted fields/)).toBeInTheDocument();
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.email).toHaveAccessibleDescription('Enter an e-mail address such as name@company.com.');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    await expectTextKept(messageForm());
  });

  it('checks the fields before sending: an empty name and message, then a bad e-mail', async () => {
    const { user } = await openContact();
    const f = fields(messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(await within(messageForm()).findByText('Please enter your name.')).toBeInTheDocument();
    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription('Please enter your name.');
    expect(f.message).toHaveAttribute('aria-invalid', 'true');
    expect(f.message).toHaveAccessibleDescription('Please write your message.');
    expect(f.email).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(f.phone).not.toHaveAttribute('aria-invalid');
    expect(f.name).toHaveFocus();

    await user.type(f.name, 'Farhana');
    await user.type(f.email, 'farhana@');
    await user.type(f.message, 'Hello');
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
    expect(
      await within(messageForm()).findByText('Enter an e-mail address such as name@company.com.'),
    ).toBeInTheDocument();
    expect(f.email).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(apiDb.enquiries).toHaveLength(0);
  });

  it('after a first try, follows the visitor’s corrections field by field, before any new send', async () => {
    const { user } = await openContact();
    const f = fields(messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
    expect(await within(messageForm()).findByText('Please enter your name.')).toBeInTheDocument();

    await user.type(f.name, 'Farhana');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(f.message).toHaveAccessibleDescription('Please write your message.');
    await user.type(f.email, 'farhana@');
    expect(f.email).toHaveAccessibleDescription('Enter an e-mail address such as name@company.com.');
    await user.type(f.email, 'knitwear.example');
    expect(f.email).not.toHaveAttribute('aria-invalid');
    await user.type(f.phone, '+880 CALL');
    expect(f.phone).toHaveAccessibleDescription(
      'With the country code, e.g. +880 1711-000000. Phone must contain only digits, spaces and + ( ) - .',
    );
    expect(apiDb.enquiries).toHaveLength(0);
  });

  it('clears a field the server rejected once the visitor corrects it', async () => {
    failWith(400, 'user_email must be an e-mail address');
    const { user } = await openContact();
    const f = await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(f.email).toHaveAttribute('aria-invalid', 'true'));
    await user.type(f.email, 'm');
    expect(f.email).not.toHaveAttribute('aria-invalid');
  });

  it('also sends the enquiry through EmailJS when it is configured', async () => {
    setRuntimeConfig({
      siteName: 'TexBridge',
      apiUrl: API,
      emailjs: { serviceId: 'service_tex', templateId: 'template_enquiry', publicKey: 'public-key' },
    });
    const { user } = await openContact();
    await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('We Will Reply Soon')).toBeInTheDocument();
    expect(emailjsSend).toHaveBeenCalledTimes(1);
    expect(emailjsSend).toHaveBeenCalledWith(
      'service_tex',
      'template_enquiry',
      { ...ENQUIRY, enquiry_id: '1'.padStart(24, '0') },
      { publicKey: 'public-key' },
    );
    expect(apiDb.enquiries).toEqual([ENQUIRY]);
  });

  it('does not call EmailJS when it is not configured', async () => {
    const { user } = await openContact();
    await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('We Will Reply Soon')).toBeInTheDocument();
    expect(apiDb.enquiries).toHaveLength(1);
    expect(emailjsSend).not.toHaveBeenCalled();
  });

  it('counts a stored enquiry as sent even when EmailJS fails, with a warning in the console', async () => {
    setRuntimeConfig({
      siteName: 'TexBridge',
      apiUrl: API,
      emailjs: { serviceId: 'service_tex', templateId: 'template_enquiry', publicKey: 'public-key' },
    });
    emailjsSend.mockRejectedValue({ status: 400, text: 'The Public Key is invalid' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openContact();
    const f = await fillIn(user, messageForm());
    await user.click(within(messageForm()).getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('We Will Reply Soon')).toBeInTheDocument();
    expect(apiDb.enquiries).toHaveLength(1);
    await waitFor(() => expect(f.message).toHaveValue(''));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('e-mail copy could not be sent'), {
      status: 400,
      text: 'The Public Key is invalid',
    });
  });
});
