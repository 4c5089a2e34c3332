export type LoginField = 'email' | 'password';

export type LoginValidationError = {
  message: string;
  /** The field the message is about, or none when it concerns the form as a whole. */
  field: LoginField | null;
};

/** The spec's "simple pattern": something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MIN_PASSWORD_LENGTH = 6;

/**
 * The sign-in form's client checks, first failure wins, in the spec's order (reading one; see
 * docs/decisions/002-login-validation-reading.md): email pattern, password length, both filled.
 * The email is compared trimmed; "filled" means more than white space.
 */
export function validateLogin(email: string, password: string): LoginValidationError | null {
  if (!EMAIL_PATTERN.test(email.trim())) {
    return { message: 'Please enter a valid email address', field: 'email' };
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { message: 'Password must be at least 6 characters long', field: 'password' };
  }
  if (email.trim() === '' || password.trim() === '') {
    return { message: 'Please enter both email and password', field: null };
  }
  return null;
}
