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
it('is in the server HTML whole, its button waiting for the script', async () => {
  await loadIslands();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  expect(container.querySelector('form[aria-labelledby="heading"]')).not.toBeNull();
  expect(container.querySelector('button[type="submit"]')).toHaveProperty('disabled', true);
});

it('is there at once, and usable, on a page the browser renders itself', async () => {
  render(page);
  expect(await screen.findByRole('form', { name: 'Message' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Send Message' })).toBeEnabled();
});
