import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

/** Catches a dashboard that could not be loaded (down, moved, incompatible) and offers a real retry. */
export class RemoteBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="text-3xl text-indigo-900">The dashboard could not be loaded</h1>
        <p className="mt-4 text-charcoal-700">
          It may be restarting or briefly unreachable. The rest of the site works as usual. Try again in a moment.
        </p>
        <p className="mt-2 text-sm text-charcoal-500">{this.state.error.message}</p>
        <button
          type="button"
          onClick={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
          className="mt-8 rounded-full bg-indigo-900 px-6 py-3 font-medium text-ecru-50 hover:bg-indigo-800"
        >
          Retry
        </button>
      </section>
    );
  }
}
