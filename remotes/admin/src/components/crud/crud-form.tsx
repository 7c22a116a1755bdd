import { useEffect, useRef, type ReactElement } from 'react';
import type { FieldValues } from 'react-hook-form';
import { loadOnce, useLoadOnUse } from '../../lib/use-load-on-use.ts';
import { LoadFailed } from '../ui/load-failed.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type * as CrudFormBody from './crud-form-body.tsx';
import type { FormRenderProps, FormSpec, RowContext } from './form-spec.ts';

/** A form spec with its value types sealed in, so a manager can hold an add and an edit form of different shapes. */
export interface FormDescription<TRow, TBody> {
  title: (context?: RowContext<TRow>) => string;
  /** Two languages side by side: the dialog takes a laptop's width. */
  wide?: boolean;
  render: (props: FormRenderProps<TRow, TBody>) => ReactElement;
}

/** A form's title, said in words or from the row it edits ('Update 2nd Slide'). */
export const titleOf =
  <TRow,>(title: string | ((context: RowContext<TRow>) => string)) =>
  (context?: RowContext<TRow>) =>
    typeof title === 'string' || !context ? String(title) : title(context);

export function describeForm<TRow, TValues extends FieldValues, TChecked, TBody>(
  spec: FormSpec<TRow, TValues, TChecked, TBody>,
): FormDescription<TRow, TBody> {
  return lazyForm(() => spec, { title: titleOf(spec.title), wide: Boolean(spec.translated) });
}

/**
 * A form whose spec is built from the forms' code once that has arrived (declared.tsx), at its first opening,
 * and kept: only its title and width are known before.
 */
export function lazyForm<TRow, TValues extends FieldValues, TChecked, TBody>(
  build: (code: Body) => FormSpec<TRow, TValues, TChecked, TBody>,
  described: Pick<FormDescription<TRow, TBody>, 'title' | 'wide'>,
): FormDescription<TRow, TBody> {
  let built: FormSpec<TRow, TValues, TChecked, TBody> | undefined;
  const specFrom = (code: Body) => (built ??= build(code));
  return { ...described, render: (props) => <LazyCrudForm specFrom={specFrom} {...props} /> };
}

type Body = typeof CrudFormBody;
const formCode = loadOnce<Body>(() => import('./crud-form-body.tsx'));

/**
 * The forms' code (react-hook-form, the fields, the image picker: ~20 KB gzip) is fetched when a form
 * is first opened, or when the pointer reaches a button that opens one; a failed fetch is forgotten.
 */
export const loadCrudForm = (): Promise<Body> => formCode.load();

/** Tests only: forget the loaded code, so that the next form opened loads it as a first one does. */
export const unloadCrudFormForTests = () => formCode.forget();

function LazyCrudForm<TRow, TValues extends FieldValues, TChecked, TBody>({
  specFrom,
  ...props
}: FormRenderProps<TRow, TBody> & { specFrom: (code: Body) => FormSpec<TRow, TValues, TChecked, TBody> }) {
  const { value: body, failed, retry } = useLoadOnUse(formCode);
  const box = useRef<HTMLDivElement>(null);
  // The dialog focused itself while the form was on its way: its first field takes the focus now.
  const ready = body !== undefined;
  useEffect(() => {
    const dialog = box.current?.closest<HTMLElement>('[role="dialog"]');
    if (ready && dialog && document.activeElement === dialog)
      box.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [ready]);

  if (failed) return <LoadFailed what="The form" onRetry={retry} />;
  if (!body) return <Spinner label="Loading the form" />;
  return (
    <div ref={box}>
      <body.CrudForm spec={specFrom(body)} {...props} />
    </div>
  );
}
