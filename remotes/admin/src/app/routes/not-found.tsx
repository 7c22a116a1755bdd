import { Link } from 'react-router-dom';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { PAGE_HEADING_ID } from '../../components/ui/screen-heading.tsx';
import { normaliseBasename } from '../../config/paths.ts';

export function NotFound({ basename }: { basename: string }) {
  return (
    <section className="mx-auto max-w-lg py-16 text-center">
      <PageTitle name="Page Not Found" />
      <h1
        id={PAGE_HEADING_ID}
        tabIndex={-1}
        className="focus:outline-none font-display text-3xl font-semibold text-indigo-950"
      >
        Page Not Found
      </h1>
      <p className="mt-3 text-charcoal-700">The dashboard has no screen at this address.</p>
      <Link to={normaliseBasename(basename) || '/'} className={`${buttonStyles.primary} mt-6`}>
        Go to the Slider
      </Link>
    </section>
  );
}
