import type { ReactNode } from 'react';

/** The woven banner at the top of inner pages: a heading and an optional line or breadcrumb. */
export function PageBanner({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="bg-twill text-ecru-50">
      <div className="mx-auto max-w-6xl px-6 py-14 sm:py-20">
        <h1 className="text-4xl sm:text-5xl">{title}</h1>
        {children && <div className="mt-3 text-ecru-200">{children}</div>}
      </div>
    </header>
  );
}
