import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '../../data/errors';
import { renderWithRepository, SLOW } from '../../test-utils/render-with-repository';
import { EmailInvite } from './email-invite';

// "Invite by email" (decision 083): offered only when the server mails; an address that is not one is
// refused with a message under the field and what was typed stays; a sent invitation says to whom.

const renderInvite = (
  isEnabled: boolean,
  emailInvitation = vi.fn(async () => ({ sentTo: 'ana@example.com' })),
) =>
  renderWithRepository(
    [{ path: '/', element: <EmailInvite kind="campaign" id="c-1" memberRole="player" /> }],
    '/',
    {},
    (repository) => {
      repository.getMailSettings = vi.fn(async () => ({ isEnabled }));
      repository.emailInvitation = emailInvitation;
    },
  );

describe('Invite by email', () => {
  it('says mail is not set up when the server does not mail, and offers no field', async () => {
    renderInvite(false);
    expect(await screen.findByText(/mail is not set up on this server/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Invite by email')).not.toBeInTheDocument();
  });

  it('refuses an address that is not one and keeps it, then sends one that is', async () => {
    const emailInvitation = vi.fn(async () => ({ sentTo: 'ana@example.com' }));
    const { user } = renderInvite(true, emailInvitation);
    const field = await screen.findByLabelText('Invite by email', {}, SLOW);
    await user.type(field, 'ana at example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Enter an email address such as ana@example.com')).toBeInTheDocument();
    expect(field).toHaveValue('ana at example');
    expect(emailInvitation).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Invitation sent to ana@example.com.'),
    );
    expect(emailInvitation).toHaveBeenCalledWith('campaign', 'c-1', {
      email: 'ana@example.com',
      role: 'player',
    });
  });

  it('keeps what was typed when the server refuses to send', async () => {
    const refused = vi.fn(async () => {
      throw new ValidationError(
        'The invitation could not be sent: the mail server did not take it. Try again later.',
      );
    });
    const { user } = renderInvite(true, refused);
    const field = await screen.findByLabelText('Invite by email', {}, SLOW);
    await user.type(field, 'bo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/the mail server did not take it/)).toBeInTheDocument();
    expect(field).toHaveValue('bo@example.com');
  });
});
