import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import { SessionContext, type SessionContextValue } from './session-context';

function renderForm(errorMessage: string | null = null) {
  const signInWithPassword = vi
    .fn<SessionContextValue['signInWithPassword']>()
    .mockResolvedValue({ errorMessage });
  const value: SessionContextValue = {
    session: null,
    user: null,
    isSignedIn: false,
    hasSessionEnded: false,
    signInWithPassword,
    signOut: vi.fn(),
  };
  render(
    <SessionContext.Provider value={value}>
      <LoginForm />
    </SessionContext.Provider>,
  );
  return { signInWithPassword, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('does not call the service while a field is invalid, and focuses the field to fix', async () => {
    const { signInWithPassword, user } = renderForm();
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters long');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters long',
    );
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and the password as typed', async () => {
    const { signInWithPassword, user } = renderForm();
    await user.type(screen.getByLabelText('Email'), ' demo@example.com ');
    await user.type(screen.getByLabelText('Password'), ' demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signInWithPassword).toHaveBeenCalledWith('demo@example.com', ' demo-password');
  });

  it('shows the service’s message and keeps what was typed', async () => {
    const { user } = renderForm('Request rate limit reached');
    await user.type(screen.getByLabelText('Email'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Request rate limit reached');
    expect(screen.getByLabelText('Email')).toHaveValue('demo@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('demo-password');
  });
});
