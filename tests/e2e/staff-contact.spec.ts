import { expect } from '@playwright/test';
import { test } from '../support/signed-in.ts';
import { swatchPng, watchErrors } from '../support/session.ts';
import { confirmDelete, expectUploadedImage, openScreen, row, toast, unique } from '../support/staff.ts';
import { getJson } from '../support/api.ts';
import { readState } from '../support/system.ts';

/**
 * Staff journeys on the real API for the contact records (the public Contact Us page shows the newest)
 * and for the enquiries the public message form leaves.
 */
const state = readState();

test('contact: add a record with a QR image, edit it and delete it; /contact follows', async ({ page, context }) => {
  const errors = watchErrors(page);
  const office = unique('Gulshan HQ');
  const newOffice = unique('Banani HQ');
  const address = 'House 12, Road 7, Gulshan 1, Dhaka 1212';
  const [shownBefore] = await getJson<{ add1: { addT1: string } }[]>(state, '/contact');

  await openScreen(page, state, '/admin/contact', 'Contact');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const add = page.getByRole('dialog', { name: 'Add Contact' });
  await add.getByRole('textbox', { name: 'Address 1 Title', exact: true }).fill(office);
  await add.getByRole('textbox', { name: 'Address 1', exact: true }).fill(address);
  // Telephone fields: a number input read '+880 1711-000111' as empty and saved the desk blank.
  await expect(add.getByLabel('HR Phone')).toHaveAttribute('type', 'tel');
  await expect(add.getByLabel('HR Phone')).toHaveAttribute('inputmode', 'tel');
  await expect(add.getByLabel('HR E-mail')).toHaveAttribute('type', 'email');
  await add.getByLabel('HR Phone').pressSequentially('+880 1711-000111');
  await add.getByLabel('HR E-mail').fill('hr@texbridge.test');
  await add.getByLabel('Supply Chain Management Phone').fill('8801711000222');
  await add.getByLabel('QR Code').setInputFiles(swatchPng);
  await add.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Contact Successfully Added')).toBeVisible();
  await expect(add).toBeHidden();
  const [stored] = await getJson<{ HR?: { hrt?: string } }[]>(state, '/contact');
  expect(stored?.HR?.hrt).toBe('+880 1711-000111');

  const added = row(page, office);
  await expect(page.getByRole('row').nth(1)).toContainText(office);
  // Address 1 text is cut at 21 characters; the three missing addresses say 'No Added'.
  await expect(added).toContainText(`${address.slice(0, 21).trimEnd()}…`);
  await expect(added.getByText('No Added', { exact: true })).toHaveCount(3);
  await expect(added).toContainText('hr@texbridge.test');
  await expectUploadedImage(added.locator('img'), state);

  const site = await context.newPage();
  await site.goto(`${state.siteUrl}/contact`);
  await expect(site).toHaveTitle('Contact Us | TexBridge');
  await expect(site.getByText('for developing your sustainable Fashion')).toBeVisible();
  const offices = site.getByRole('region', { name: 'Our offices' });
  await expect(offices.getByRole('heading', { name: office })).toBeVisible();
  await expect(offices).toContainText(address);
  await expect(offices.getByText('No Added', { exact: true })).toHaveCount(3);
  const desks = site.getByRole('region', { name: 'Reach the right desk' });
  await expect(desks.getByRole('link', { name: 'hr@texbridge.test' })).toHaveAttribute(
    'href',
    'mailto:hr@texbridge.test',
  );
  await expect(desks.getByRole('link', { name: '8801711000222' })).toBeVisible();
  await expect(site.getByRole('img', { name: /WeChat QR code/ })).toHaveAttribute(
    'src',
    /\/uploads\/[0-9a-f]{32}\.webp/,
  );

  await page.getByRole('button', { name: `Edit ${office}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Update Contact' });
  await expect(edit.getByRole('textbox', { name: 'Address 1 Title', exact: true })).toHaveValue(office);
  await expect(edit.getByLabel('HR E-mail')).toHaveValue('hr@texbridge.test');
  // Shown as stored, '+' and all.
  await expect(edit.getByLabel('HR Phone')).toHaveValue('+880 1711-000111');
  await edit.getByLabel('HR Phone').fill('');
  await edit.getByLabel('HR Phone').pressSequentially('+880 (1711) 000-333');
  await edit.getByRole('textbox', { name: 'Address 1 Title', exact: true }).fill(newOffice);
  await edit.getByRole('textbox', { name: 'Address 2 Title', exact: true }).fill('Chattogram Warehouse');
  await edit.getByRole('textbox', { name: 'Address 2', exact: true }).fill('Plot 5, CEPZ, Chattogram');
  await edit.getByRole('button', { name: 'Post' }).click();
  await expect(toast(page, 'Contact Successfully Updated')).toBeVisible();
  await expect(edit).toBeHidden();
  const [updated] = await getJson<{ add1: { addT1: string }; HR?: { hrt?: string } }[]>(state, '/contact');
  expect(updated).toMatchObject({ add1: { addT1: newOffice }, HR: { hrt: '+880 (1711) 000-333' } });
  await expect(row(page, newOffice)).toContainText('Chattogram Warehouse');
  await expect(row(page, newOffice).getByText('No Added', { exact: true })).toHaveCount(2);

  await site.reload();
  await expect(offices.getByRole('heading', { name: newOffice })).toBeVisible();
  await expect(offices.getByRole('heading', { name: 'Chattogram Warehouse' })).toBeVisible();
  await expect(offices).toContainText('Plot 5, CEPZ, Chattogram');
  await expect(offices.getByText('No Added', { exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: `Delete ${newOffice}`, exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete That Contact ?', 'Contact Deleted Successfully');
  await expect(row(page, newOffice)).toHaveCount(0);

  // The page falls back to the record that was newest before.
  await site.reload();
  if (shownBefore) await expect(offices.getByRole('heading', { name: shownBefore.add1.addT1 })).toBeVisible();
  else await expect(site.getByText(/Our office addresses and phone numbers are being updated/)).toBeVisible();
  await expect(offices.getByRole('heading', { name: newOffice })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('enquiries: a message sent from /contact is read in the inbox, marked replied and deleted', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  const sender = unique('Farhana Akter');
  const message = 'We need 20,000 m of 40s poplin in navy for a March shipment. Please quote FOB Chattogram.';

  const site = await context.newPage();
  await site.goto(`${state.siteUrl}/contact`);
  const form = site.getByRole('form', { name: 'Message', exact: true });
  await form.getByLabel('Your name').fill(sender);
  await form.getByLabel('E-mail').fill('farhana@buyer.test');
  await form.getByLabel('Phone / WhatsApp').fill('8801811000333');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(site.getByText('We Will Reply Soon', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');

  await openScreen(page, state, '/admin/inbox?type=enquiry', 'Inbox');
  const received = row(page, sender);
  await expect(received).toContainText('New');
  await received.getByRole('link', { name: `${sender}: open the Enquiry` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${sender}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Message' })).toContainText(message);
  await expect(
    page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: /farhana@buyer\.test/ }),
  ).toHaveAttribute('href', 'mailto:farhana@buyer.test');

  const followUp = page.getByRole('region', { name: 'Follow-up' });
  await followUp.getByLabel('Status').selectOption('replied');
  await followUp.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Status changed to Replied')).toBeVisible();
  await expect(followUp.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await confirmDelete(page, 'Are You Sure to Delete This Enquiry ?', 'Request deleted');
  await expect(page).toHaveURL(`${state.siteUrl}/admin/inbox?type=enquiry`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(row(page, sender)).toHaveCount(0);
  expect(errors).toEqual([]);
});
