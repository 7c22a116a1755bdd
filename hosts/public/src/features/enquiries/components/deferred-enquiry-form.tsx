import { island } from '../../../components/ui/island.tsx';

/**
 * The enquiry form where it is part of the page's own HTML (Contact Us): the server renders it whole,
 * and a browser loads its code when it comes within 600 px of the viewport (components/ui/island.tsx).
 * Until then the server's HTML stays in place, its button disabled until the script arrives, so a
 * first visit that never reaches the form does not download it.
 */
export const DeferredEnquiryForm = island('contact-enquiry-form', () =>
  import('./enquiry-form.tsx').then((module) => module.EnquiryForm),
);
