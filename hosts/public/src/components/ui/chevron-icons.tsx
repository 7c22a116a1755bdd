import { iconBase, type IconProps } from './menu-icons.tsx';

// Apart from the other icons: only the products menus show them, and their code is not in the first load.
export function ChevronDownIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function ChevronRightIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg {...iconBase} className={className}>
      <path d="m9 6 6 6-6 6" />
    </svg>
  );
}
