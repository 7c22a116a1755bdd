import { useId, type ReactNode } from 'react';

/** A titled panel of the detail page; its heading names the region. */
export function FactPanel({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ecru-200 ${className}`}>
      <h2 id={id} className="flex items-center gap-3 text-2xl text-indigo-900">
        <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-saffron-500" />
        {title}
      </h2>
      <div className="mt-4 text-charcoal-700">{children}</div>
    </section>
  );
}
