import { Component, type ReactNode } from 'react';
import { IncompatibleRemoteError } from './remote-manifest.ts';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a dashboard that failed while rendering, and offers a real retry. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <RemoteUnavailable
        error={this.state.error}
        onRetry={() => {
          this.setState({ error: null });
          this.props.onRetry();
        }}
      />
    );
  }
}

/** The dashboard did not load (down, moved, incompatible): say so, keep the site usable, retry for real. */
export function RemoteUnavailable({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="text-3xl text-indigo-900">The dashboard could not be loaded</h1>
      {error instanceof IncompatibleRemoteError ? (
        // Not an outage: waiting will not help, a rollback or a matching release will.
        <>
          <p className="mt-4 text-charcoal-700">{error.message}</p>
          <p className="mt-2 text-charcoal-700">
            The live dashboard release was built for other library versions than this site, so it was not started. The
            rest of the site works as usual. Once the dashboard is rolled back or released for these versions, Retry
            loads it.
          </p>
        </>
      ) : (
        <>
          <p className="mt-4 text-charcoal-700">
            It may be restarting or briefly unreachable. The rest of the site works as usual. Try again in a moment.
          </p>
          <p className="mt-2 text-sm text-charcoal-500">{error.message}</p>
        </>
      )}
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={onRetry}
          className="rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800"
        >
          Retry
        </button>
        <a href="/" className="rounded-full px-6 py-3 font-medium text-indigo-900 underline">
          Back To Website
        </a>
      </div>
    </section>
  );
}
