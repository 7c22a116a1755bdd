import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The slot and react-hot-toast afresh: whether a screen has asked for the toaster is the module's state. */
async function fresh() {
  vi.resetModules();
  const slot = await import('./toaster-slot.tsx');
  const { default: toast } = await import('react-hot-toast');
  onTestFinished(() => act(() => toast.remove()));
  return { ...slot, toast };
}

/**
 * Until a toaster rendered now would be on screen: its code is the module `fresh` has loaded already, so
 * its lazy import has settled once this one has, and act lets React show what it then rendered.
 */
const moment = () => act(() => import('react-hot-toast'));

describe('ToasterSlot (react-hot-toast only for the screens that toast)', () => {
  it('renders no toaster until a screen asks for one, then shows the toasts raised meanwhile', async () => {
    const { ToasterSlot, useToaster, toast } = await fresh();
    function ScreenThatToasts() {
      useToaster();
      return null;
    }
    const { rerender } = render(<ToasterSlot />);
    act(() => void toast('Raised before any form'));
    await moment();
    expect(screen.queryByText('Raised before any form')).not.toBeInTheDocument();

    rerender(
      <>
        <ToasterSlot />
        <ScreenThatToasts />
      </>,
    );
    expect(await screen.findByText('Raised before any form')).toBeInTheDocument();
  });

  it('a form that may never toast asks for the toaster when the visitor starts filling it in', async () => {
    const { ToasterSlot, wantToaster, toast } = await fresh();
    render(
      <>
        <ToasterSlot />
        <form aria-label="Message" onChange={wantToaster}>
          <input aria-label="Name" />
        </form>
      </>,
    );
    act(() => void toast('Raised before the form was used'));
    await moment();
    expect(screen.queryByText('Raised before the form was used')).not.toBeInTheDocument();

    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(await screen.findByText('Raised before the form was used')).toBeInTheDocument();
  });

  it('raiseToast shows its toast with no screen having asked for the toaster first', async () => {
    const { ToasterSlot, raiseToast } = await fresh();
    render(<ToasterSlot />);
    act(() => raiseToast((toast) => toast.success('Sent by a form')));
    expect(await screen.findByText('Sent by a form')).toBeInTheDocument();
  });
});
