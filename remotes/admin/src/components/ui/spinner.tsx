/** A spinner with a name for assistive technology; `inline` for buttons and table cells. */
export function Spinner({ label = 'Loading', inline = false }: { label?: string; inline?: boolean }) {
  const wheel = (
    <span
      aria-hidden="true"
      className={`${inline ? 'size-4 border-2' : 'size-10 border-4'} inline-block animate-spin rounded-full border-solid border-indigo-100 border-t-indigo-700 motion-reduce:animate-none`}
    />
  );
  if (inline) return wheel;
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center">
      {wheel}
      <span className="sr-only">{label}</span>
    </div>
  );
}
