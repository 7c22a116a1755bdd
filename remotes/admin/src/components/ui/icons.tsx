/** Small stroke icons (decorative: the controls that use them carry their own names). */
const Icon = ({ d, className = 'size-5' }: { d: string; className?: string }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    className={className}
  >
    <path d={d} />
  </svg>
);

export const PencilIcon = (props: { className?: string }) => (
  <Icon {...props} d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
);
export const TrashIcon = (props: { className?: string }) => (
  <Icon {...props} d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
);
export const PlusIcon = (props: { className?: string }) => <Icon {...props} d="M12 5v14M5 12h14" />;
export const CloseIcon = (props: { className?: string }) => <Icon {...props} d="M6 6l12 12M18 6 6 18" />;
export const MenuIcon = (props: { className?: string }) => <Icon {...props} d="M4 6h16M4 12h16M4 18h16" />;
export const ChevronDownIcon = (props: { className?: string }) => <Icon {...props} d="m6 9 6 6 6-6" />;
export const ArrowUpIcon = (props: { className?: string }) => <Icon {...props} d="M12 19V5M6 11l6-6 6 6" />;
export const ArrowDownIcon = (props: { className?: string }) => <Icon {...props} d="M12 5v14M6 13l6 6 6-6" />;
export const ArrowLeftIcon = (props: { className?: string }) => <Icon {...props} d="M19 12H5M11 6l-6 6 6 6" />;
export const ArrowRightIcon = (props: { className?: string }) => <Icon {...props} d="M5 12h14M13 6l6 6-6 6" />;
export const ImageIcon = (props: { className?: string }) => (
  <Icon {...props} d="M4 5h16v14H4ZM4 16l5-5 4 4 3-3 4 4M15 9h.01" />
);
export const HistoryIcon = (props: { className?: string }) => (
  <Icon {...props} d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3" />
);
