import { buttonStyles } from './button-styles.ts';

/** What shows where code failed to arrive (lib/use-load-on-use.ts): what failed, and a Try again. */
export function LoadFailed({ what, onRetry, className }: { what: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`flex flex-col items-start gap-3 ${className ?? ''}`}>
      <p>{what} could not be loaded. Check the connection and try again.</p>
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
