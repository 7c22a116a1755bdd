import { Link } from 'react-router-dom';

export interface BreadcrumbItem {
  label: string;
  /** A link target; the last item (the page itself) and grouping words such as "Category" have none. */
  to?: string;
}

const tones = {
  dark: { text: 'text-ecru-200', link: 'text-ecru-50 underline-offset-4 hover:text-saffron-400 hover:underline' },
  light: {
    text: 'text-charcoal-500',
    link: 'text-indigo-800 underline-offset-4 hover:text-madder-600 hover:underline',
  },
};

/** A trail such as 'Products / Category / Yarn'; its text reads exactly so, the slashes hidden from screen readers. */
export function Breadcrumb({ items, tone = 'light' }: { items: BreadcrumbItem[]; tone?: keyof typeof tones }) {
  const colours = tones[tone];
  return (
    <nav aria-label="Breadcrumb" className={`text-sm ${colours.text}`}>
      <ol className="flex flex-wrap items-center">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center">
              {item.to && !last ? (
                <Link to={item.to} className={`inline-flex min-h-11 min-w-11 items-center font-medium ${colours.link}`}>
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className={last ? 'font-semibold' : undefined}>
                  {item.label}
                </span>
              )}
              {!last && (
                <span aria-hidden="true" className="px-2 opacity-70">
                  {' / '}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
