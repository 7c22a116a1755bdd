/**
 * The dashboard's few button looks, as class lists. Below the `sm` breakpoint (phones) every button is at
 * least 44×44 px, the WCAG 2.5.5 touch target; wider screens keep the compact 36 px.
 */
const base =
  'inline-flex min-h-11 min-w-11 sm:min-h-9 sm:min-w-0 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2';

export const buttonStyles = {
  primary: `${base} bg-indigo-900 text-ecru-50 shadow-sm hover:bg-indigo-800`,
  accent: `${base} bg-saffron-500 text-indigo-950 shadow-sm hover:bg-saffron-400`,
  secondary: `${base} bg-white text-indigo-900 ring-1 ring-ecru-300 hover:bg-ecru-100`,
  danger: `${base} bg-madder-600 text-white shadow-sm hover:bg-madder-700`,
  /** A destructive action that is asked again before it runs: as quiet as secondary, red only in its words. */
  dangerQuiet: `${base} bg-white text-madder-700 ring-1 ring-ecru-300 hover:bg-madder-100`,
  icon: 'inline-flex size-11 shrink-0 sm:size-9 items-center justify-center rounded-lg text-indigo-900 transition hover:bg-ecru-200 focus-visible:outline-3',
  iconDanger:
    'inline-flex size-11 shrink-0 sm:size-9 items-center justify-center rounded-lg text-madder-600 transition hover:bg-madder-100 focus-visible:outline-3',
} as const;
