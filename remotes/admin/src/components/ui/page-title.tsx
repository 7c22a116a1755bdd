import { pageTitle } from '../../config/paths.ts';

/** React 19 hoists <title> into <head>: '{name} | Dashboard' (docs/spec.md §2). */
export function PageTitle({ name }: { name: string }) {
  return <title>{pageTitle(name)}</title>;
}
