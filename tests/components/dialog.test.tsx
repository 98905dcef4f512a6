import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Dialog, useFocusTrap } from '@/components/ui/dialog';

function Page({ withFields = true }: { withFields?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      {open ? (
        <Dialog
          title="Rename"
          onClose={() => setOpen(false)}
          actions={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="button" disabled>
                Save
              </button>
            </>
          }
        >
          {withFields ? (
            <>
              <label>
                Name <input />
              </label>
              <a href="#help">Help</a>
            </>
          ) : (
            <p>Nothing to fill in.</p>
          )}
        </Dialog>
      ) : null}
      <button type="button">After</button>
    </>
  );
}

describe('Dialog', () => {
  it('keeps Tab and Shift+Tab inside the open dialog, skipping disabled buttons', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(name).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('returns focus to the button that opened it, on Escape and on a close button', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(opener).toHaveFocus();
  });

  it('holds focus on the dialog itself when only its close button is focusable', async () => {
    const user = userEvent.setup();
    render(<Page withFields={false} />);
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
  });
});

function Wizard() {
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box);
  return (
    <>
      <button type="button">Page behind</button>
      <div ref={box} role="dialog" aria-modal="true" aria-label="Set up">
        <h2 tabIndex={-1}>Step 1</h2>
        <button type="button">Back</button>
        <button type="button">Next</button>
      </div>
    </>
  );
}

describe('useFocusTrap', () => {
  it('keeps a hand-made modal (the onboarding wizard) closed to the page behind it', async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    screen.getByRole('heading', { name: 'Step 1' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });
});
