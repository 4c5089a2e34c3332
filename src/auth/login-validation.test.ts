import { describe, expect, it } from 'vitest';
import { validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('accepts a valid email and a password of at least 6 characters', () => {
    expect(validateLogin('demo@example.com', 'demo-password')).toBeNull();
    expect(validateLogin('  demo@example.com ', '123456')).toBeNull();
  });

  it('checks the email pattern first, so an empty form asks for a valid email', () => {
    expect(validateLogin('', '')).toEqual({ message: 'Please enter a valid email address', field: 'email' });
    expect(validateLogin('not-an-email', '')).toEqual({
      message: 'Please enter a valid email address',
      field: 'email',
    });
  });

  it('rejects emails without an @, a domain dot, or with spaces', () => {
    for (const email of ['demo.example.com', 'demo@example', 'de mo@example.com', '@example.com']) {
      expect(validateLogin(email, 'demo-password')?.message).toBe('Please enter a valid email address');
    }
  });

  it('checks the password length second', () => {
    expect(validateLogin('demo@example.com', '')).toEqual({
      message: 'Password must be at least 6 characters long',
      field: 'password',
    });
    expect(validateLogin('demo@example.com', '12345')?.message).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('asks for both fields last, when the password is only white space', () => {
    expect(validateLogin('demo@example.com', '      ')).toEqual({
      message: 'Please enter both email and password',
      field: null,
    });
  });
});
