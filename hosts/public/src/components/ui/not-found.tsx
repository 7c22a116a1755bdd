import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { m } from '../../paraglide/messages.js';
import { Seo } from '../seo/seo.tsx';

export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <Seo title={m.not_found_title()} description={m.not_found_description()} noIndex />
      <p className="font-display text-7xl text-saffron-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl text-indigo-900">{m.not_found_title()}</h1>
      <Link
        to={paths.home.getHref()}
        className="mt-8 inline-block rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800"
      >
        {m.not_found_home()}
      </Link>
    </section>
  );
}
