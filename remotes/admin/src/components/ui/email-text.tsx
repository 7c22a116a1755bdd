import { Fragment } from 'react';

/**
 * An e-mail address that wraps only before its @ and its dots, never inside a name: each part is kept
 * whole (a hyphen inside one is not a break) and a <wbr> offers the break between parts. A narrow column
 * shows "ayesha" / "@texbridge" / ".example" rather than "ayesha@texbr" / "idge.example".
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
