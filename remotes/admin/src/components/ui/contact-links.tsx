const link = 'text-indigo-800 underline decoration-ecru-400 underline-offset-2 hover:decoration-indigo-800';

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${link} break-all`}>
      {email}
    </a>
  );
}

/** A tel: link (digits and a leading + only), or a dash when no phone was given. */
export function PhoneLink({ phone }: { phone: string | undefined }) {
  const dialled = phone?.replace(/[^\d+]/g, '');
  if (!phone?.trim() || !dialled) return <span className="text-charcoal-500">—</span>;
  return (
    <a href={`tel:${dialled}`} className={`${link} whitespace-nowrap`}>
      {phone}
    </a>
  );
}
