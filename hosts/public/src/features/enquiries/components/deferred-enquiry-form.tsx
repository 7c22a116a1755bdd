import { island } from '../../../components/ui/island.tsx';

/** The enquiry form's code, for each island that shows it. */
export const loadEnquiryForm = () => import('./enquiry-form.tsx').then((module) => module.EnquiryForm);

/**
 * The enquiry form as part of the page's own HTML: the server renders it whole, a plain post that works
 * without scripts (hosts/public/server/form-posts.ts), and a browser loads its code when it comes within
 * 600 px of the viewport (components/ui/island.tsx). Until then the server's HTML stays in place, so a
 * first visit that never reaches the form does not download it. This is Contact Us's; the footer defines
 * its own in its code (app/layout/footer.tsx), so that the footer goes live only with its form's code.
 */
export const DeferredEnquiryForm = island('contact-enquiry-form', loadEnquiryForm);
