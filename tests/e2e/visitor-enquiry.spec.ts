import { expect, test } from '@playwright/test';
import { SIGNED_IN, signInAt, watchErrors } from '../support/session.ts';
import { sentEnquiries } from '../support/enquiries.ts';
import { readState } from '../support/system.ts';
import { uniqueTag } from '../support/visitor.ts';
import { isReactElement, waitForHydration } from '../support/public-pages.ts';

/**
 * docs/spec.md §2/§7: a visitor's enquiry from Contact Us ('We Will Reply Soon', the form resets) reaches the
 * dashboard's Inbox (the old Enquiries address opens its enquiries), where an admin reads it. The footer's
 * message form sends the same way.
 */
const state = readState();
const tag = uniqueTag();

const { stored: storedEnquiry, sentBy, forget } = sentEnquiries(state);

test.afterAll(forget);

test("an enquiry from Contact Us shows 'We Will Reply Soon', resets the form and lands in the Inbox", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const name = `Nusrat Jahan ${tag}`;
  sentBy(name);
  const email = `nusrat.${tag.toLowerCase()}@knitwear.example`;
  const message = `We need 12 tonnes of combed cotton yarn Ne 30/1 each month for single jersey. Ref ${tag}.`;

  await page.goto(`${state.siteUrl}/contact`);
  const form = page.getByRole('form', { name: 'Message', exact: true });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/Phone/).fill('8801711000777');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('We Will Reply Soon', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect(form.getByLabel('E-mail')).toHaveValue('');
  await expect(form.getByLabel(/Phone/)).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(errors, 'console errors on the public page').toEqual([]);

  // The admin's inbox, through the old Enquiries address that bookmarks still hold.
  await signInAt(page, state.siteUrl, state.admin, '/admin/enquiries');
  await expect(page).toHaveURL(`${state.siteUrl}/admin/inbox?type=enquiry`, SIGNED_IN);
  await expect(page).toHaveTitle('Inbox | Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(message.slice(0, 40));
  await expect(row).toContainText('New');

  await row.getByRole('link', { name: `${name}: open the Enquiry` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Message' }).getByText(message)).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(contact.getByRole('link', { name: /^\+?880/ })).toHaveAttribute('href', /^tel:\+?8801711000777$/);

  const stored = await storedEnquiry(name);
  expect(stored).toMatchObject({ user_email: email, message, handled: false });
  expect(stored?.user_phone).toMatch(/8801711000777$/);
  expect(errors, 'console errors').toEqual([]);
});

test("the footer's message form sends an enquiry too, and keeps what was typed before its code came", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const name = `Tanvir Hasan ${tag}`;
  sentBy(name);
  const message = `Please quote 30,000 m of cotton twill 2/1 in navy. Ref ${tag}.`;
  // The form's code comes only after the visitor has typed: the footer's own code comes first, and must
  // not take the form (and what is in it) away while it waits.
  let release!: () => void;
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/enquiry-form-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });

  await page.goto(`${state.siteUrl}/about`);
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('heading', { name: 'Send us a message' }).scrollIntoViewIfNeeded();
  const form = footer.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill(`tanvir.${tag.toLowerCase()}@mills.example`);
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  release();
  await expect.poll(() => form.evaluate(isReactElement)).toBe(true);
  await expect(form.getByLabel('Your name')).toHaveValue(name);
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('We Will Reply Soon', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
  await expect.poll(async () => (await storedEnquiry(name))?.message).toBe(message);
  expect((await storedEnquiry(name))?.user_phone ?? '').toBe('');
  expect(errors, 'console errors').toEqual([]);
});
