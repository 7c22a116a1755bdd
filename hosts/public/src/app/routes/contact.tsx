import type { QueryClient } from '@tanstack/react-query';
import { Seo } from '../../components/seo/seo.tsx';
import { PageBanner } from '../../components/ui/page-banner.tsx';
import { contactsQueryOptions } from '../../features/contacts/api/get-contact.ts';
import { useContact } from '../../features/contacts/api/use-contact.ts';
import { AddressBlocks } from '../../features/contacts/components/address-blocks.tsx';
import { ContactMap } from '../../features/contacts/components/contact-map.tsx';
import { DepartmentList } from '../../features/contacts/components/department-list.tsx';
import { WeChatQr } from '../../features/contacts/components/wechat-qr.tsx';
import { DeferredEnquiryForm } from '../../features/enquiries/components/deferred-enquiry-form.tsx';
import { m } from '../../paraglide/messages.js';

/** @routeLoader */
export const clientLoader = (queryClient: QueryClient) => () => queryClient.ensureQueryData(contactsQueryOptions());

const sectionHeading = 'text-2xl text-indigo-900 sm:text-3xl';

export default function ContactRoute() {
  const { data: contact } = useContact();
  return (
    <>
      <Seo title={m.nav_contact()} description={m.page_contact_description()} />
      <PageBanner title={m.nav_contact()}>
        <p className="font-display text-xl text-saffron-400 italic sm:text-2xl">
          for developing your sustainable Fashion
        </p>
      </PageBanner>

      <div className="mx-auto max-w-6xl space-y-16 px-6 py-12 sm:py-16">
        {contact ? (
          <>
            <section aria-labelledby="contact-offices">
              <h2 id="contact-offices" className={sectionHeading}>
                Our offices
              </h2>
              <div className="mt-6">
                <AddressBlocks contact={contact} />
              </div>
            </section>
            <section aria-labelledby="contact-desks">
              <h2 id="contact-desks" className={sectionHeading}>
                Reach the right desk
              </h2>
              <div className="mt-6">
                <DepartmentList contact={contact} />
              </div>
            </section>
          </>
        ) : (
          <p className="rounded-2xl bg-ecru-100 p-6 text-lg text-charcoal-700">
            Our office addresses and phone numbers are being updated. Please send us a message below and we will reply
            by e-mail.
          </p>
        )}

        <div className={contact ? 'grid gap-10 lg:grid-cols-2' : 'mx-auto max-w-3xl'}>
          <section
            aria-labelledby="contact-message"
            className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ecru-200 sm:p-8"
          >
            <h2 id="contact-message" className={sectionHeading}>
              Message
            </h2>
            <p className="mt-2 mb-6 text-charcoal-700">
              Tell us what you are sourcing — fibre, yarn, fabric, dyes or garments — and the right desk will reply.
            </p>
            <DeferredEnquiryForm labelledBy="contact-message" />
          </section>
          {contact && (
            <section aria-labelledby="contact-map" className="flex flex-col">
              <h2 id="contact-map" className={sectionHeading}>
                Find us
              </h2>
              <div className="mt-6 flex flex-1 flex-col">
                <ContactMap map={contact.map} place={contact.add1.addT1} address={contact.add1.add1} />
              </div>
              {contact.QR && (
                <div className="mt-8">
                  <WeChatQr src={contact.QR} />
                </div>
              )}
            </section>
          )}
        </div>
      </div>
    </>
  );
}
