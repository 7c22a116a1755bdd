import { render, screen } from '@testing-library/react';
import { RemoteUnavailable } from './remote-boundary.tsx';
import { IncompatibleRemoteError, RemoteUnreachableError } from './remote-manifest.ts';

describe('the panel when the dashboard cannot be loaded', () => {
  it('names the library and the versions of an incompatible release, and does not call it an outage', () => {
    const error = new IncompatibleRemoteError([
      { library: 'react', required: '^18.0.0', built: '18.3.1', provided: '19.3.1' },
    ]);
    render(<RemoteUnavailable error={error} onRetry={() => {}} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent(
      'This dashboard release needs react ^18.0.0 (built with 18.3.1), but the site provides react 19.3.1.',
    );
    expect(panel).not.toHaveTextContent(/restarting or briefly unreachable/);
  });

  it('calls an unreachable dashboard an outage', () => {
    render(<RemoteUnavailable error={new RemoteUnreachableError('Failed to fetch')} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/restarting or briefly unreachable/);
  });
});
