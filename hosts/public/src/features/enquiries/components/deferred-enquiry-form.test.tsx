import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { loadIslands } from '../../../components/ui/island.tsx';
import { DeferredEnquiryForm } from './deferred-enquiry-form.tsx';

const page = (
  <MemoryRouter>
    <h2 id="heading">Message</h2>
    <DeferredEnquiryForm labelledBy="heading" />
  </MemoryRouter>
);

// When it loads its code in a browser that hydrates is island.test.tsx's subject.
it('is in the server HTML whole: a plain post to its page, its button live before any script', async () => {
  await loadIslands();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  const form = container.querySelector<HTMLFormElement>('form[aria-labelledby="heading"]')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/');
  expect(form.querySelector('input[type="hidden"][name="enquiry_form"]')).toHaveProperty('value', 'contact');
  expect(form.querySelector('button[type="submit"]')).toHaveProperty('disabled', false);
});

it('is there at once, and usable, on a page the browser renders itself', async () => {
  render(page);
  expect(await screen.findByRole('form', { name: 'Message' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
});
