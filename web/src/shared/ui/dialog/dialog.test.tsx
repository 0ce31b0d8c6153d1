import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

function Harness({
  closeOnOverlayClick,
  onClose,
}: {
  closeOnOverlayClick?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="发布需求"
        width={640}
        closeOnOverlayClick={closeOnOverlayClick}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <input aria-label="需求内容" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title, at the given width, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '发布需求' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveStyle({ width: '640px' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Esc and gives focus back', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '打开' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the 关闭 button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click by default', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on an overlay click when told to', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness closeOnOverlayClick={false} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByTestId('dialog-overlay'));
    expect(screen.getByRole('dialog', { name: '发布需求' })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
