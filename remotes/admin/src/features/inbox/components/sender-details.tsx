import { countryName } from '@texbridge/shared/resources/product-vocabulary';
import type { ReactNode } from 'react';
import { EmailLink, PhoneLink } from '../../../components/ui/contact-links.tsx';
import { ReceivedAt } from '../../../components/ui/received-at.tsx';

export interface Sender {
  name: string;
  company?: string | undefined;
  email: string;
  phone?: string | undefined;
  country?: string | undefined;
  createdAt: string;
}

/** A definition list of label and value pairs, two columns from `sm` up and stacked on a phone. */
export function Details({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-charcoal-700">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who sent a request and how to reach them: e-mail (mailto) and phone (tel). */
export function SenderDetails({ sender }: { sender: Sender }) {
  return (
    <Details
      rows={[
        ['Name', sender.name],
        ...(sender.company ? [['Company', sender.company] as const] : []),
        ['Email', <EmailLink key="email" email={sender.email} />],
        ['Phone', <PhoneLink key="phone" phone={sender.phone} />],
        ...(sender.country ? [['Country', countryName(sender.country)] as const] : []),
        ['Received', <ReceivedAt key="received" iso={sender.createdAt} />],
      ]}
    />
  );
}
