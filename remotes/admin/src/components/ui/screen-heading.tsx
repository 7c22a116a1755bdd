import type { ReactNode } from 'react';
import { PAGE_ACTIONS } from './page-actions.ts';
import { PageTitle } from './page-title.tsx';

/**
 * The id of every screen's h1: the screen's section is labelled by it, and after moving to another screen
 * the layout puts focus on it (app/layout/admin-layout.tsx), so keyboard and screen-reader users start there.
 */
export const PAGE_HEADING_ID = 'admin-page-heading';

/**
 * A screen's head: its <title>, its h1 (focusable by script only, with no ring for a focus the user did
 * not ask for), an optional lead under it and optional actions (a button) on the right.
 */
export function ScreenHeading({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <PageTitle name={title} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1
            id={PAGE_HEADING_ID}
            tabIndex={-1}
            className="font-display text-2xl font-semibold text-indigo-950 focus:outline-none sm:text-3xl"
          >
            {title}
          </h1>
          {lead && <p className="mt-1 max-w-2xl text-sm text-charcoal-700">{lead}</p>}
        </div>
        {actions && <div {...PAGE_ACTIONS}>{actions}</div>}
      </header>
    </>
  );
}
