import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
});

describe('ShareButton', () => {
  it('copies the given link and says so in a status message', async () => {
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    // Stubbed after setup because user-event installs its own clipboard on setup.
    stubClipboard(writeText);
    render(<ShareButton url="https://example.test/campaigns/c1" />);

    // It says what the link is good for: the workspace is private.
    const share = screen.getByRole('button', { name: 'Share' });
    expect(share).toHaveAccessibleDescription('Copies this page’s address: only you can open it, signed in.');
    await user.click(share);

    expect(writeText).toHaveBeenCalledWith('https://example.test/campaigns/c1');
    expect(screen.getByRole('status')).toHaveTextContent('Link copied · only you can open it');
  });

  it("copies the current page's address when no link is given", async () => {
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    // Stubbed after setup because user-event installs its own clipboard on setup.
    stubClipboard(writeText);
    render(<ShareButton />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('clears the message after its duration', async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {});
    render(<ShareButton url="https://example.test/x" messageDuration={60} />);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');

    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });

  it('says clearly when the clipboard is refused and shows the link to copy by hand', async () => {
    const user = userEvent.setup();
    stubClipboard(async () => {
      throw new DOMException('Write permission denied.', 'NotAllowedError');
    });
    render(<ShareButton url="https://example.test/campaigns/c1" />);

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(screen.getByRole('status')).toHaveTextContent(/couldn't copy the link/i);
    expect(screen.getByRole('status')).not.toHaveTextContent('Link copied');
    const field = screen.getByRole('textbox', { name: /copy the link from here/i });
    expect(field).toHaveValue('https://example.test/campaigns/c1');
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('textbox')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('treats a browser without the Clipboard API like a refusal', async () => {
    const user = userEvent.setup();
    render(<ShareButton url="https://example.test/u/1" />);
    // Removes user-event's clipboard stub to mimic an insecure context.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });

    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(screen.getByRole('status')).toHaveTextContent(/couldn't copy the link/i);
    expect(screen.getByRole('textbox')).toHaveValue('https://example.test/u/1');
  });
});
