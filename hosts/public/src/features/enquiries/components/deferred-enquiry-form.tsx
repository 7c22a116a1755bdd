import { island } from '../../../components/ui/island.tsx';

const load = () => import('./enquiry-form.tsx').then((module) => module.EnquiryForm);

/**
 * The enquiry form as part of the page's own HTML: the server renders it whole, a plain post that works
 * without scripts (hosts/public/server/form-posts.ts), and a browser loads its code when it comes within
 * 600 px of the viewport (components/ui/island.tsx). Until then the server's HTML stays in place, so a
 * first visit that never reaches the form does not download it. Contact Us has one, every footer another.
 */
export const DeferredEnquiryForm = island('contact-enquiry-form', load);
export const DeferredFooterEnquiryForm = island('footer-enquiry-form', load);
