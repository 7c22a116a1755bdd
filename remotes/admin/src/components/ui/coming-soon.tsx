import { PageTitle } from './page-title.tsx';

/** A screen of the menu whose manager is not built yet: the right title, and a plain note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section aria-labelledby="admin-page-heading" className="flex flex-col gap-4">
      <PageTitle name={title} />
      <h1
        id="admin-page-heading"
        tabIndex={-1}
        className="focus:outline-none font-display text-2xl font-semibold text-indigo-950 sm:text-3xl"
      >
        {title}
      </h1>
      <p className="rounded-xl bg-white p-6 text-charcoal-700 shadow-sm ring-1 ring-ecru-300">
        This manager is on its way. Until then, nothing here can be changed.
      </p>
    </section>
  );
}
