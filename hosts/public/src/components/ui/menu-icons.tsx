/**
 * The attributes every inline icon shares, the small-screen menu toggle's two icons and the phone header's
 * search: the only icons in every page's first load (docs/performance.md). Decorative, so hidden from
 * assistive technology.
 */
export type IconProps = { className?: string };

export const iconBase = {
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  viewBox: '0 0 24 24',
} as const;

export function MenuIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <path d="M4 7h16M4 12h16M4 17h10" />
    </svg>
  );
}

export function CloseIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function SearchIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <circle cx="11" cy="11" r="6" />
      <path d="m20 20-4.5-4.5" />
    </svg>
  );
}
