import { PAGE_HEADING_ID, ScreenHeading } from './screen-heading.tsx';

/** A screen of the menu whose manager is not built yet: the right title, and a plain note. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section aria-labelledby={PAGE_HEADING_ID} className="flex flex-col gap-4">
      <ScreenHeading title={title} />
      <p className="rounded-xl bg-white p-6 text-charcoal-700 shadow-sm ring-1 ring-ecru-300">
        This manager is on its way. Until then, nothing here can be changed.
      </p>
    </section>
  );
}
