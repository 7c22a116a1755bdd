/** Small inline icons for the header; decorative, so hidden from assistive technology. */
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

export function PhoneIcon({ className = 'size-3.5' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </svg>
  );
}

export function PinIcon({ className = 'size-3.5' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

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
