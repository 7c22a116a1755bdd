import { iconBase, type IconProps } from './menu-icons.tsx';

/**
 * The agency's phone and pin, for the promo line and the menu panel, whose code a server-rendered page loads
 * only when a visitor reaches for the menu. The toggle's icons, which every page loads, are in
 * menu-icons.tsx; the panel imports them from here with the rest.
 */
export { CloseIcon, type IconProps } from './menu-icons.tsx';

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
