import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { TEST_TOKEN } from '../../../testing/constants.ts';
import { db, requests, writes } from '../../../testing/db.ts';
import { IMAGE, imageFile, make, many } from '../../../testing/fixtures.ts';
import { API, apiError, uploads } from '../../../testing/handlers.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { bodyRows, cellTexts, openAddDialog } from '../../../testing/table.ts';

const openAdd = () => openAddDialog('/admin/contact', 'Add Contact');

describe('Contact manager', () => {
  it('lists contacts with addresses cut to 20/21 characters, desks, map (30), QR and "No Added"', async () => {
    db.contacts.push(
      make.contact({
        add1: { addT1: 'Head Office Dhaka Bangladesh', add1: 'House 12, Road 7, Gulshan 1, Dhaka 1212' },
        // Exactly 20 and 21 characters: nothing is cut.
        add2: { addT2: 'Chattogram Liaison 1', add2: 'Agrabad C/A, Ctg 4100' },
        add4: { addT4: '', add4: '  ' },
      }),
    );
    await renderApp('/admin/contact');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Address 1',
      'Address 2',
      'Address 3',
      'Address 4',
      'HR',
      'Business Development',
      'Marketing',
      'Supply Chain Management',
      'Research & Development',
      'Commercial Management',
      'WhatsApp',
      'Map',
      'QR Code',
      '中文',
      'Action',
    ]);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('1 contact, newest first')).toBeInTheDocument();
    const [row] = await bodyRows();
    expect(cellTexts(row!)).toEqual([
      'Head Office Dhaka Ba…House 12, Road 7, Gul…',
      'Chattogram Liaison 1Agrabad C/A, Ctg 4100',
      'No Added',
      'No Added',
      '01711000001hr@texbridge.example',
      '01711000002bd@texbridge.example',
      '01711000003marketing@texbridge.example',
      '01711000004',
      '01711000005',
      '01711000006',
      '+8801711000007',
      'https://www.google.com/maps/em…',
      '',
      '○ Missing',
      '',
    ]);
    expect(within(row!).getByText('Head Office Dhaka Ba…')).toHaveAttribute('title', 'Head Office Dhaka Bangladesh');
    expect(within(row!).getByText('Chattogram Liaison 1')).not.toHaveAttribute('title');
    expect(row!.querySelector('img')).toHaveAttribute('src', `${API}${IMAGE}`);
    // A QR code is shown whole, never cropped.
    expect(row!.querySelector('img')).toHaveClass('object-contain');
    // Thirteen columns: the table scrolls sideways inside its container rather than squeezing its cells.
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(within(row!).getByText('marketing@texbridge.example').closest('td')).toHaveClass('whitespace-nowrap');
    await waitFor(() => expect(document.title).toBe('Contact | Dashboard'));
  });

  it('groups its eighteen fields into Addresses and Department desks, each a named fieldset', async () => {
    const { dialog } = await openAdd();
    const addresses = within(dialog).getByRole('group', { name: 'Addresses' });
    const desks = within(dialog).getByRole('group', { name: 'Department desks' });
    expect(
      within(addresses)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual([
      'add1.addT1',
      'add1.add1',
      'add2.addT2',
      'add2.add2',
      'add3.addT3',
      'add3.add3',
      'add4.addT4',
      'add4.add4',
    ]);
    expect(within(desks).getByRole('textbox', { name: 'HR Phone' })).toBeInTheDocument();
    expect(within(desks).getByRole('textbox', { name: 'Marketing E-mail' })).toBeInTheDocument();
    expect(desks.querySelectorAll('input[type="tel"]')).toHaveLength(6);
    // The map link stands on its own, before the QR image.
    expect(within(addresses).queryByRole('textbox', { name: 'Map Embed Link' })).toBeNull();
    expect(within(desks).queryByRole('textbox', { name: 'Map Embed Link' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Map Embed Link' })).toBeInTheDocument();
  });

  it('adds a contact: uploads the QR image, then posts the nested shape without the empty addresses', async () => {
    const { user, dialog } = await openAdd();
    const box = (name: string) => within(dialog).getByRole('textbox', { name });
    const phone = (name: string) => within(dialog).getByRole('textbox', { name });
    // Telephone fields: a phone's keyboard has + and the value is the text typed (no number parsing).
    expect(phone('HR Phone')).toHaveAttribute('type', 'tel');
    expect(phone('HR Phone')).toHaveAttribute('inputmode', 'tel');
    expect(box('HR E-mail')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByText(/The QR image must be clear\./)).toBeInTheDocument();

    await user.type(box('Address 1 Title'), 'Head Office');
    await user.type(box('Address 1'), 'House 12, Road 7, Gulshan 1, Dhaka');
    await user.type(box('Address 2 Title'), 'Chattogram');
    await user.type(box('Address 2'), 'Agrabad C/A');
    await user.type(phone('HR Phone'), '01711000001');
    await user.type(box('HR E-mail'), 'hr@texbridge.example');
    await user.type(phone('Business Development Phone'), '01711000002');
    await user.type(box('Business Development E-mail'), 'bd@texbridge.example');
    await user.type(phone('Marketing Phone'), '01711000003');
    await user.type(box('Marketing E-mail'), 'marketing@texbridge.example');
    await user.type(phone('Supply Chain Management Phone'), '01711000004');
    await user.type(phone('Research & Development Phone'), '01711000005');
    await user.type(phone('Commercial Management Phone'), '01711000006');
    await user.type(box('WhatsApp Number'), '+8801711000007');
    await user.type(box('Map Embed Link'), 'https://www.google.com/maps/embed?pb=1');
    await user.upload(within(dialog).getByLabelText(/^QR Code/), imageFile('wechat.png', 'image/png', 4096));
    expect(await within(dialog).findByRole('img', { name: 'Preview of wechat.png' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Contact Successfully Added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url] = [...uploads.keys()];
    expect(uploads.get(url!)).toMatchObject({ type: 'image/png', size: 4096 });
    expect(writes().map((request) => [request.method, request.path, request.authorization])).toEqual([
      ['POST', '/uploads', `Bearer ${TEST_TOKEN}`],
      ['POST', '/add-contact', `Bearer ${TEST_TOKEN}`],
    ]);
    const body = writes()[1]!.body;
    expect(body).toEqual({
      add1: { addT1: 'Head Office', add1: 'House 12, Road 7, Gulshan 1, Dhaka' },
      add2: { addT2: 'Chattogram', add2: 'Agrabad C/A' },
      HR: { hrt: '01711000001', hre: 'hr@texbridge.example' },
      bd: { bdt: '01711000002', bde: 'bd@texbridge.example' },
      marketing: { marketingT: '01711000003', marketingE: 'marketing@texbridge.example' },
      supplyChain: '01711000004',
      rnd: '01711000005',
      commercial: '01711000006',
      whatsapp: '+8801711000007',
      map: 'https://www.google.com/maps/embed?pb=1',
      QR: url,
    });
    expect(body).not.toHaveProperty('add3');
    expect(body).not.toHaveProperty('add4');
    expect(await screen.findByText('Head Office')).toBeInTheDocument();
    expect(cellTexts((await bodyRows())[0]!).slice(2, 4)).toEqual(['No Added', 'No Added']);
  });

  it('requires address 1 (title and text) and the QR image, and sends nothing without them', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Address 2 Title' }), 'Branch only');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    const title = within(dialog).getByRole('textbox', { name: 'Address 1 Title' });
    expect(await within(dialog).findByText('Address 1 Title is required')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByText('Address 1 is required')).toBeInTheDocument();
    expect(within(dialog).getByText('QR Code is required: choose an image to upload.')).toBeInTheDocument();
    // Addresses 2–4 are optional.
    expect(within(dialog).getByRole('textbox', { name: 'Address 2 Title' })).not.toHaveAttribute('aria-required');
    expect(within(dialog).getByRole('textbox', { name: 'Address 4' })).toHaveAttribute('aria-invalid', 'false');
    expect(writes()).toEqual([]);
    expect(db.contacts).toEqual([]);
  });

  it('refuses an e-mail field that is not an e-mail address before sending anything', async () => {
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Address 1 Title' }), 'Head Office');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address 1' }), 'Gulshan 1, Dhaka');
    await user.type(within(dialog).getByRole('textbox', { name: 'HR E-mail' }), 'hr at texbridge');
    await user.upload(within(dialog).getByLabelText(/^QR Code/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('HR E-mail must be an e-mail address')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it("shows the server's sentence when the add fails, and keeps what was typed", async () => {
    server.use(http.post(`${API}/add-contact`, () => apiError(400, 'Bad Request', 'map must be an https URL')));
    const { user, dialog } = await openAdd();
    await user.type(within(dialog).getByRole('textbox', { name: 'Address 1 Title' }), 'Keep me');
    await user.type(within(dialog).getByRole('textbox', { name: 'Address 1' }), 'Gulshan 1, Dhaka');
    await user.type(within(dialog).getByRole('textbox', { name: 'HR Phone' }), '01711000001');
    await user.upload(within(dialog).getByLabelText(/^QR Code/), imageFile());
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('map must be an https URL')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Contact' })).toBe(dialog);
    expect(within(dialog).getByRole('textbox', { name: 'Address 1 Title' })).toHaveValue('Keep me');
    expect(within(dialog).getByRole('textbox', { name: 'Address 1' })).toHaveValue('Gulshan 1, Dhaka');
    expect(within(dialog).getByRole('textbox', { name: 'HR Phone' })).toHaveValue('01711000001');
    expect(within(dialog).getByRole('button', { name: 'Post' })).toBeEnabled();
    expect(screen.queryByText('Contact Successfully Added')).not.toBeInTheDocument();
    expect(db.contacts).toEqual([]);
  });

  it('edits with a PUT of the same fields without QR; an emptied address is sent blank and shows "No Added"', async () => {
    db.contacts.push(
      make.contact({
        add1: { addT1: 'Head Office', add1: 'Gulshan 1, Dhaka' },
        add2: { addT2: 'Branch', add2: 'Agrabad' },
      }),
    );
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    expect(within(dialog).queryByLabelText(/^QR Code/)).not.toBeInTheDocument();
    expect(dialog.querySelector('input[type="file"]')).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'Address 1 Title' })).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Address 2' })).toHaveValue('Agrabad');
    expect(within(dialog).getByRole('textbox', { name: 'Supply Chain Management Phone' })).toHaveValue('01711000004');

    await user.clear(within(dialog).getByRole('textbox', { name: 'Address 2 Title' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Address 2' }));
    const hrMail = within(dialog).getByRole('textbox', { name: 'HR E-mail' });
    await user.clear(hrMail);
    await user.type(hrMail, 'people@texbridge.example');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Contact Successfully Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: `/contact/${db.contacts[0]!._id}`,
        authorization: `Bearer ${TEST_TOKEN}`,
        body: {
          add1: { addT1: 'Head Office', add1: 'Gulshan 1, Dhaka' },
          add2: { addT2: '', add2: '' },
          add3: { addT3: '', add3: '' },
          add4: { addT4: '', add4: '' },
          HR: { hrt: '01711000001', hre: 'people@texbridge.example' },
          bd: { bdt: '01711000002', bde: 'bd@texbridge.example' },
          marketing: { marketingT: '01711000003', marketingE: 'marketing@texbridge.example' },
          supplyChain: '01711000004',
          rnd: '01711000005',
          commercial: '01711000006',
          whatsapp: '+8801711000007',
          map: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
        },
      },
    ]);
    expect(await screen.findByText('people@texbridge.example')).toBeInTheDocument();
    expect(cellTexts((await bodyRows())[0]!).slice(0, 4)).toEqual([
      'Head OfficeGulshan 1, Dhaka',
      'No Added',
      'No Added',
      'No Added',
    ]);
  });

  it('keeps phone numbers as typed: a stored +880… shows in the edit form and a typed one is posted whole', async () => {
    db.contacts.push(make.contact({ HR: { hrt: '+8801711000101', hre: 'hr@texbridge.example' } }));
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    const hrPhone = within(dialog).getByRole('textbox', { name: 'HR Phone' });
    expect(hrPhone).toHaveValue('+8801711000101');
    await user.clear(hrPhone);
    await user.type(hrPhone, '+880 1711-000111');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Contact Successfully Updated')).toBeInTheDocument();
    expect(writes()[0]!.body).toMatchObject({ HR: { hrt: '+880 1711-000111', hre: 'hr@texbridge.example' } });
    expect(db.contacts[0]!.HR?.hrt).toBe('+880 1711-000111');
  });

  it('says which phone is wrong, letters or too few digits, and sends nothing', async () => {
    db.contacts.push(make.contact());
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    const phone = (name: string) => within(dialog).getByRole('textbox', { name });
    await user.clear(phone('HR Phone'));
    await user.type(phone('HR Phone'), 'ask for Rina');
    await user.clear(phone('Marketing Phone'));
    await user.type(phone('Marketing Phone'), '+880 17');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await within(dialog).findByText('HR Phone must contain only digits, spaces and + ( ) - .'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Marketing Phone must have 6 to 20 digits')).toBeInTheDocument();
    expect(phone('HR Phone')).toHaveValue('ask for Rina');
    expect(writes()).toEqual([]);
  });

  it('refuses to send a field the browser could not read (validity.badInput) as empty', async () => {
    db.contacts.push(make.contact());
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    const mail = within(dialog).getByRole('textbox', { name: 'HR E-mail' });
    await user.clear(mail);
    // What Chromium does with text an input cannot hold: the value reads '' but the box is not empty.
    Object.defineProperty(mail, 'validity', { configurable: true, get: () => ({ badInput: true, valid: false }) });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(
      await within(dialog).findByText(/^HR E-mail holds something the browser could not read/),
    ).toBeInTheDocument();
    expect(mail).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('keeps address 1 required on edit and sends nothing when it is emptied', async () => {
    db.contacts.push(make.contact({ add1: { addT1: 'Head Office', add1: 'Gulshan 1, Dhaka' } }));
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Edit Head Office' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Contact' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Address 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Address 1 is required')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    expect(db.contacts[0]!.add1.add1).toBe('Gulshan 1, Dhaka');
  });

  it("deletes after 'Are You Sure to Delete That Contact ?'", async () => {
    db.contacts.push(
      make.contact({ add1: { addT1: 'Keep', add1: 'Dhaka' } }),
      make.contact({ add1: { addT1: 'Old office', add1: 'Motijheel' } }),
    );
    const { user } = await renderApp('/admin/contact');
    await user.click(await screen.findByRole('button', { name: 'Delete Old office' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveAccessibleDescription(/Are You Sure to Delete That Contact \?/);
    expect(within(confirm).getByText('Are You Sure to Delete That Contact ?')).toBeInTheDocument();
    const removed = db.contacts[1]!._id;
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Contact Deleted Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old office')).not.toBeInTheDocument());
    expect(db.contacts.map((row) => row.add1.addT1)).toEqual(['Keep']);
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: `/delete-contact/${removed}`,
        authorization: `Bearer ${TEST_TOKEN}`,
      }),
    ]);
  });

  it('shows no page buttons for 10 contacts, which fit one page', async () => {
    db.contacts.push(...many(10, (n) => make.contact({ add1: { addT1: `Office ${n}`, add1: 'Dhaka' } })));
    await renderApp('/admin/contact');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(screen.queryByRole('navigation', { name: 'Contact pages' })).not.toBeInTheDocument();
  });

  it('pages 11 contacts by 10', async () => {
    db.contacts.push(...many(11, (n) => make.contact({ add1: { addT1: `Office ${n}`, add1: 'Dhaka' } })));
    const { user, router } = await renderApp('/admin/contact');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    const pages = screen.getByRole('navigation', { name: 'Contact pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    expect(screen.getByText('Office 11')).toBeInTheDocument();
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/contact' });
  });
});
