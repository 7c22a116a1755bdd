import type { Contact } from '@texbridge/shared/resources/contacts';
import { contactDepartments } from '../lib/contact-fields.ts';
import { telHref } from '../lib/phone.ts';

const linkClass =
  'inline-flex min-h-11 max-w-full items-center gap-2 wrap-anywhere text-indigo-800 underline decoration-ecru-300 underline-offset-4 hover:text-madder-600 hover:decoration-current';

export function DepartmentList({ contact }: { contact: Contact }) {
  const departments = contactDepartments(contact).filter(({ phone, email }) => phone?.trim() || email?.trim());
  if (departments.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {departments.map(({ name, phone, email }) => (
        <li key={name} className="rounded-2xl border-t-4 border-madder-600 bg-white p-5 shadow-sm ring-1 ring-ecru-200">
          <h3 className="text-lg text-indigo-900">{name}</h3>
          <ul className="mt-2 space-y-1">
            {phone?.trim() && (
              <li>
                <a href={telHref(phone)} className={linkClass}>
                  <PhoneIcon />
                  {phone.trim()}
                </a>
              </li>
            )}
            {email?.trim() && (
              <li>
                <a href={`mailto:${email.trim()}`} className={linkClass}>
                  <MailIcon />
                  {email.trim()}
                </a>
              </li>
            )}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const iconProps = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  className: 'size-4 shrink-0',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const;

const PhoneIcon = () => (
  <svg {...iconProps}>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </svg>
);

const MailIcon = () => (
  <svg {...iconProps}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </svg>
);
