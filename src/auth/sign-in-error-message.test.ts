import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-error-message';

describe('signInErrorMessage', () => {
  it('rewords wrong credentials', () => {
    expect(signInErrorMessage('Invalid login credentials')).toBe(
      'The email or password you entered is incorrect. Please try again.',
    );
  });

  it('shows any other service message as it is', () => {
    expect(signInErrorMessage('Request rate limit reached')).toBe('Request rate limit reached');
  });
});
