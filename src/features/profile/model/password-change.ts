/** The Password card's three fields, as typed. */
export type PasswordDraft = { currentPassword: string; newPassword: string; confirmPassword: string };

export type PasswordProblems = Partial<Record<keyof PasswordDraft, string>>;

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 72;

/** True when the user typed anything into the Password card: saving then changes the password. */
export function wantsPasswordChange(draft: PasswordDraft): boolean {
  return draft.currentPassword !== '' || draft.newPassword !== '' || draft.confirmPassword !== '';
}

/**
 * What keeps a password change from being sent, one message per field (empty when nothing does). The
 * length rules are the auth server's (6 to 72 characters), so a refusal there is rare.
 */
export function passwordProblems(draft: PasswordDraft): PasswordProblems {
  const problems: PasswordProblems = {};
  if (draft.currentPassword === '') problems.currentPassword = 'Enter your current password.';
  if (draft.newPassword === '') {
    problems.newPassword = 'Enter a new password.';
  } else if (draft.newPassword.length < MIN_PASSWORD_LENGTH) {
    problems.newPassword = `The new password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  } else if (draft.newPassword.length > MAX_PASSWORD_LENGTH) {
    problems.newPassword = `The new password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  } else if (draft.newPassword === draft.currentPassword) {
    problems.newPassword = 'The new password must be different from the current one.';
  }
  if (draft.confirmPassword === '') problems.confirmPassword = 'Type the new password again to confirm it.';
  else if (draft.confirmPassword !== draft.newPassword)
    problems.confirmPassword = 'The two new passwords do not match.';
  return problems;
}
