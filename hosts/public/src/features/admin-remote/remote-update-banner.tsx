/**
 * Offers the new dashboard release; never reloads by itself, so a half-filled form is never lost.
 * A polite live region: announced without taking the focus from the form being filled.
 */
export function RemoteUpdateBanner({ onReload = () => window.location.reload() }: { onReload?: () => void }) {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-4 z-50 mx-auto flex w-fit max-w-[calc(100%-2rem)] flex-wrap items-center gap-3 rounded-full bg-indigo-900 px-5 py-2 text-sm text-ecru-50 shadow-lg"
    >
      <span>A new version of the dashboard is available —</span>{' '}
      <button
        type="button"
        onClick={onReload}
        className="min-h-11 rounded-full bg-ecru-50 px-4 font-medium text-indigo-900 hover:bg-white"
      >
        Reload
      </button>
    </div>
  );
}
