import { signOut, useAuth } from '@texbridge/shared/auth/auth-store';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { websiteHref } from '../../config/paths.ts';
import { errorMessage } from '../../lib/error-message.ts';

/**
 * The top bar's 'Admin' disclosure (docs/spec.md §2): the signed-in e-mail and 'Log out'. Escape or a click
 * outside closes it. Logging out signs out, returns to the website and says 'Logged Out' there.
 */
export function AccountMenu() {
  const email = useAuth((state) => state.user?.email);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logOut = async () => {
    setLeaving(true);
    try {
      // Signing out first: the host's guard then also sends a signed-out user to the site, not to /login.
      await signOut();
      // Said once the site's page has loaded: raised earlier, the short toast could expire while it loads.
      await navigate(websiteHref);
      toast.success('Logged Out');
    } catch (error) {
      toast.error(errorMessage(error));
      setLeaving(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex items-center gap-2 rounded-full bg-indigo-900 px-3 py-1.5 text-sm font-semibold text-ecru-50 ring-1 ring-indigo-700 transition hover:bg-indigo-800"
      >
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-saffron-500 text-indigo-950">
          {(email ?? 'A').slice(0, 1).toUpperCase()}
        </span>
        Admin
        <ChevronDownIcon className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="tb-light absolute right-0 z-[160] mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-4 text-ink shadow-xl ring-1 ring-ecru-300"
      >
        <p className="text-xs font-semibold tracking-wider text-charcoal-500 uppercase">Signed in as</p>
        <p className="mt-1 truncate text-sm font-medium text-indigo-950" title={email ?? undefined}>
          {email ?? 'No e-mail on this account'}
        </p>
        <button
          type="button"
          onClick={() => void logOut()}
          disabled={leaving}
          className="mt-4 min-h-11 w-full rounded-lg bg-madder-600 px-4 py-2 text-sm sm:min-h-0 font-semibold text-white transition hover:bg-madder-700 disabled:opacity-60"
        >
          {leaving ? 'Logging out…' : 'Log out'}
        </button>
      </div>
    </div>
  );
}
