import { Link, matchPath, useLocation } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { adminScreens, menuScreens, normaliseBasename, screenHref, websiteHref } from '../../config/paths.ts';
import { useNewCount } from '../../features/inbox/api/get-new-count.ts';

const item = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition focus-visible:outline-3';
const idle = `${item} text-indigo-100 hover:bg-indigo-800 hover:text-white`;
const current = `${item} bg-ecru-50 text-indigo-950 shadow-sm before:h-5 before:w-1 before:rounded-full before:bg-saffron-500`;

/** How many requests are new, beside the Inbox's label: the link is named 'Inbox 3 new'. */
function NewCountBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-saffron-500 px-2 py-0.5 text-xs font-bold text-indigo-950 tabular-nums">
      {count}
    </span>
  );
}

/**
 * The side menu of docs/spec.md §2, in its order, plus the Inbox (with its count of new requests) and
 * 'Back To Website'. The current screen is marked aria-current (the bare basename is the Slider screen,
 * so Slider is current there too).
 */
export function SideNav({ basename, id, onNavigate }: { basename: string; id: string; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const home = normaliseBasename(basename);
  const newCount = useNewCount().data ?? 0;
  return (
    <nav id={id} aria-label="Dashboard" className="flex flex-col gap-1 p-4">
      <ul className="flex flex-col gap-1">
        {menuScreens.map((screen, index) => {
          const href = screenHref(basename, screen);
          const active =
            matchPath({ path: href, end: false }, pathname) !== null ||
            (index === 0 && matchPath({ path: home || '/', end: true }, pathname) !== null);
          const counted = screen.path === adminScreens.inbox.path && newCount > 0;
          return (
            <li key={screen.path}>
              <Link
                to={href}
                aria-current={active ? 'page' : undefined}
                // Its visible text, 'Inbox 3', begins its name, as a voice user would say it (WCAG 2.5.3).
                aria-label={counted ? `${screen.label} ${newCount} new` : undefined}
                onClick={onNavigate}
                className={active ? current : idle}
              >
                {screen.label}
                {counted && ' '}
                {counted && <NewCountBadge count={newCount} />}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 border-t border-solid border-indigo-700 pt-4">
        <Link to={websiteHref} onClick={onNavigate} className={`${idle} text-saffron-400`}>
          <ArrowLeftIcon className="size-4" />
          Back To Website
        </Link>
        {/* Which dashboard release is live: the admin half ships on its own (deploy/release-admin.sh). */}
        {import.meta.env.VITE_RELEASE_VERSION && (
          <p className="mt-3 px-3 text-xs text-indigo-200">Release {import.meta.env.VITE_RELEASE_VERSION}</p>
        )}
      </div>
    </nav>
  );
}
