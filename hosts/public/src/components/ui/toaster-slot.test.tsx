import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ToasterSlot, useToaster } from './toaster-slot.tsx';

afterEach(() => act(() => toast.remove()));

function ScreenThatToasts() {
  useToaster();
  return null;
}

describe('ToasterSlot (react-hot-toast only for the screens that toast)', () => {
  it('renders no toaster until a screen asks for one, then shows the toasts raised meanwhile', async () => {
    const { rerender } = render(<ToasterSlot />);
    act(() => void toast('Raised before any form'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByText('Raised before any form')).not.toBeInTheDocument();

    rerender(
      <>
        <ToasterSlot />
        <ScreenThatToasts />
      </>,
    );
    expect(await screen.findByText('Raised before any form')).toBeInTheDocument();
  });
});
