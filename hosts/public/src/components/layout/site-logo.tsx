import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { siteName } from '../../config/runtime.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The text logo: the woven mark, the site's name in Fraunces, and what the agency does. Its visible
 * text is its accessible name (WCAG 2.5.3: a voice user says what they see). `dark` is the header's: there
 * a phone's line also holds search, Quote and the menu, and a small laptop's the inline menu and search
 * box, so what the agency does is read out but not shown below sm and from lg to xl (the name stays the
 * same at every width).
 */
export function SiteLogo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  const name = siteName();
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onClick}
      className="group flex shrink-0 items-center gap-3 rounded-md focus-visible:outline-indigo-700"
    >
      {/* The mark is drawn in the stylesheet (styles.css, woven-mark). */}
      <span
        aria-hidden="true"
        className="woven-mark size-9 shrink-0 transition-transform duration-300 group-hover:rotate-90 motion-reduce:transition-none"
      />
      <span className="flex flex-col leading-none">
        <span
          className={`font-display text-2xl font-semibold tracking-tight ${tone === 'dark' ? 'text-indigo-900' : 'text-ecru-50'}`}
        >
          {name}
        </span>{' '}
        <span
          className={`mt-1 text-xs font-semibold tracking-[0.08em] uppercase sm:tracking-[0.12em] ${tone === 'dark' ? 'text-madder-600 max-sm:sr-only lg:max-xl:sr-only' : 'text-saffron-400'}`}
        >
          {m.header_tagline()}
        </span>
      </span>
    </Link>
  );
}
