import { useMutation } from '@tanstack/react-query';
import { loadAuthClient } from '../auth/auth-client';

export type PasswordChange = { currentPassword: string; newPassword: string };

/** Which field a refused change is about, so the form can say it under that field. */
export type PasswordChangeField = 'currentPassword' | 'newPassword' | null;

/** A password change the auth service refused, worded for the user. */
export class PasswordChangeError extends Error {
  override readonly name = 'PasswordChangeError';
  readonly field: PasswordChangeField;

  constructor(message: string, field: PasswordChangeField) {
    super(message);
    this.field = field;
  }
}

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct. Nothing was changed.';
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current one.';

/**
 * GoTrue's refusals by code (the texts of `current_password_required` and `current_password_invalid`
 * are the same upstream, so the code is what tells them apart).
 */
export function passwordChangeError(error: {
  code?: string | undefined;
  message: string;
}): PasswordChangeError {
  switch (error.code) {
    case 'current_password_required':
    case 'current_password_invalid':
      return new PasswordChangeError(CURRENT_PASSWORD_WRONG_MESSAGE, 'currentPassword');
    case 'same_password':
      return new PasswordChangeError(SAME_PASSWORD_MESSAGE, 'newPassword');
    case 'weak_password':
      return new PasswordChangeError(error.message, 'newPassword');
    default:
      return new PasswordChangeError(error.message, null);
  }
}

/**
 * Changes the sign-in password in one `PUT /auth/v1/user` carrying the current one (GoTrue's
 * `current_password`). The server ends the account's other sessions and keeps this one.
 */
export async function changePassword({ currentPassword, newPassword }: PasswordChange): Promise<void> {
  const { error } = await (await loadAuthClient()).updateUser({
    password: newPassword,
    current_password: currentPassword,
  });
  if (error) throw passwordChangeError(error);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
