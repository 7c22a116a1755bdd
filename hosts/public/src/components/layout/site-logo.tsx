import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';

const WARP = [7, 14, 21];
const WEFT = [
  { y: 7, fill: 'fill-saffron-500' },
  { y: 14, fill: 'fill-madder-600' },
  { y: 21, fill: 'fill-saffron-500' },
];

/** A plain weave in three threads: weft over warp, then under, as on the loom. */
export function WovenMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="7" className="fill-indigo-900" />
      {WEFT.map(({ y, fill }) => (
        <rect key={y} x="4" y={y} width="24" height="4" rx="1" className={fill} />
      ))}
      {WARP.map((x) => (
        <rect key={x} x={x} y="4" width="4" height="24" rx="1" className="fill-ecru-100" />
      ))}
      {WEFT.flatMap(({ y, fill }, row) =>
        WARP.filter((_, column) => (row + column) % 2 === 0).map((x) => (
          <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" className={fill} />
        )),
      )}
    </svg>
  );
}

/**
 * The text logo: the woven mark, the site's name in Fraunces, and what the agency does. Its visible
 * text is its accessible name (WCAG 2.5.3: a voice user says what they see).
 */
export function SiteLogo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  const name = siteName();
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className="group flex shrink-0 items-center gap-3 rounded-md focus-visible:outline-indigo-700"
    >
      <WovenMark className="size-9 transition-transform duration-300 group-hover:rotate-90 motion-reduce:transition-none" />
      <span className="flex flex-col leading-none">
        <span
          className={`font-display text-2xl font-semibold tracking-tight ${tone === 'dark' ? 'text-indigo-900' : 'text-ecru-50'}`}
        >
          {name}
        </span>{' '}
        <span
          className={`mt-1 text-xs font-semibold tracking-[0.08em] uppercase sm:tracking-[0.12em] ${tone === 'dark' ? 'text-madder-600' : 'text-saffron-400'}`}
        >
          Textile sourcing · Dhaka
        </span>
      </span>
    </Link>
  );
}
