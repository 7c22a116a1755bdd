/** The form's one button: a spinner and "Sending…" while the request is on its way. */
export function QuoteSendButton({ sending, disabled }: { sending: boolean; disabled: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-madder-600 px-8 py-3.5 text-lg font-semibold text-ecru-50 transition hover:bg-madder-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
    >
      {sending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
        />
      )}
      {sending ? 'Sending…' : 'Send request'}
    </button>
  );
}
