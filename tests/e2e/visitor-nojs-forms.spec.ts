import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sentEnquiries } from '../support/enquiries.ts';
import { readState } from '../support/system.ts';
import { uniqueTag } from '../support/visitor.ts';

/**
 * docs/spec.md §2 "Contact enquiry form" without JavaScript: the Contact Us form and the footer's are
 * plain posts, which the render server forwards to the API (hosts/public/server/form-posts.ts). A sent
 * one lands on the thank-you page and in the API; a refused one comes back holding what was typed, with
 * an error naming the field. FORMS_SHOTS_DIR, when set, is where each page is also photographed.
 */
const state = readState();
const tag = uniqueTag();
const shots = process.env.FORMS_SHOTS_DIR;

test.use({ javaScriptEnabled: false });

const { stored: storedEnquiry, sentBy, forget } = sentEnquiries(state);

test.afterAll(forget);

/** What a visitor sees as the page opens, at a phone's width and a laptop's, when FORMS_SHOTS_DIR asks. */
async function photograph(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => document.activeElement?.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: join(shots, `${name}-${width}.png`) });
  }
}

const contactForm = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Message', exact: true });
const footerForm = (page: Page) => page.getByRole('contentinfo').getByRole('form', { name: 'Send us a message' });

test('the Contact Us form is sent without JavaScript: the thank-you page, and the enquiry in the API', async ({
  page,
}) => {
  const name = `Nusrat Jahan ${tag}`;
  sentBy(name);
  const message = `No scripts here: 12 tonnes of combed cotton yarn Ne 30/1 a month. Ref ${tag}.`;
  await page.goto(`${state.siteUrl}/contact`);
  const form = contactForm(page);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill(` nusrat.${tag.toLowerCase()}@knitwear.example `);
  await form.getByLabel(/Phone/).fill('+880 1711-000777');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(`${state.siteUrl}/message-sent?from=%2Fcontact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We Will Reply Soon');
  await expect(page.getByText('Thank you, your message was sent. We will reply soon.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute('href', '/contact');
  await photograph(page, 'thank-you');

  const stored = await storedEnquiry(name);
  expect(stored).toMatchObject({ user_email: `nusrat.${tag.toLowerCase()}@knitwear.example`, message });
  expect(stored?.user_phone?.replace(/\D/g, '')).toBe('8801711000777');
});

test("the footer's form is sent without JavaScript from any page, and comes back to it", async ({ page }) => {
  const name = `Tanvir Hasan ${tag}`;
  sentBy(name);
  const message = `No scripts: quote 30,000 m of cotton twill 2/1 in navy. Ref ${tag}.`;
  await page.goto(`${state.siteUrl}/about`);
  // The form itself, not an empty box under a note.
  await expect(page.getByText('Sending a message needs JavaScript')).toHaveCount(0);
  const form = footerForm(page);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill(`tanvir.${tag.toLowerCase()}@mills.example`);
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(`${state.siteUrl}/message-sent?from=%2Fabout`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We Will Reply Soon');
  await page.getByRole('link', { name: 'Back to the page you were on' }).click();
  await expect(page).toHaveURL(`${state.siteUrl}/about`);

  const stored = await storedEnquiry(name);
  expect(stored).toMatchObject({ user_email: `tanvir.${tag.toLowerCase()}@mills.example`, message });
  expect(stored?.user_phone ?? '').toBe('');
});

test('a refused Contact Us form comes back holding what was typed, the error by the e-mail field', async ({ page }) => {
  const name = `Refused Contact ${tag}`;
  sentBy(name);
  const message = `Line one of a message that must not be lost.\nLine two. Ref ${tag}.`;
  await page.goto(`${state.siteUrl}/contact`);
  let form = contactForm(page);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail').fill('nusrat.knitwear.example');
  await form.getByLabel(/Phone/).fill('+880 1711-000777');
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    form.getByRole('button', { name: 'Send Message' }).click(),
  ]);
  expect(answer.status()).toBe(400);

  await expect(page).toHaveURL(`${state.siteUrl}/contact`);
  form = contactForm(page);
  await expect(form.getByRole('alert')).toHaveText(
    'Your message was not sent. Please correct the highlighted fields and send again.',
  );
  const email = form.getByLabel('E-mail');
  await expect(email).toHaveValue('nusrat.knitwear.example');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Enter an e-mail address such as name@company\.com\./);
  await expect(email).toBeFocused();
  await expect(form.getByLabel('Your name')).toHaveValue(name);
  await expect(form.getByLabel(/Phone/)).toHaveValue('+880 1711-000777');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(message);
  // The footer's form is left as it was.
  await expect(footerForm(page).getByLabel('E-mail')).toHaveValue('');
  await photograph(page, 'contact-refused');
  expect(await storedEnquiry(name)).toBeUndefined();

  // Corrected and sent again, it goes through.
  await email.fill(`nusrat.${tag.toLowerCase()}@knitwear.example`);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We Will Reply Soon');
  expect(await storedEnquiry(name)).toMatchObject({ message });
});

test("a refused footer form comes back on its page, holding what was typed, the error by the name's field", async ({
  page,
}) => {
  await page.goto(`${state.siteUrl}/news`);
  let form = footerForm(page);
  await form.getByLabel('E-mail').fill('reader@mills.example');
  await form.getByRole('textbox', { name: 'Message' }).fill(`A question with no name. Ref ${tag}.`);
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(`${state.siteUrl}/news`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News');
  form = footerForm(page);
  const nameField = form.getByLabel('Your name');
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription(/Please enter your name\./);
  await expect(nameField).toBeFocused();
  await expect(form.getByLabel('E-mail')).toHaveValue('reader@mills.example');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(`A question with no name. Ref ${tag}.`);
  await photograph(page, 'footer-refused');
});

test('a form posted from another site is turned away with a 403 that says why, and stores nothing', async ({
  request,
}) => {
  const name = `Cross Site ${tag}`;
  const response = await request.post(`${state.siteUrl}/contact`, {
    headers: { origin: 'https://elsewhere.example' },
    form: {
      enquiry_form: 'contact',
      user_name: name,
      user_email: 'cross@site.example',
      user_phone: '',
      message: 'Posted from another site.',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain('It came from another site.');
  expect(await storedEnquiry(name)).toBeUndefined();
});
