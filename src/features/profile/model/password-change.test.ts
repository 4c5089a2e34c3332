import { describe, expect, it } from 'vitest';
import { passwordProblems, wantsPasswordChange } from './password-change';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

describe('wantsPasswordChange', () => {
  it('is false until anything is typed into the Password card', () => {
    expect(wantsPasswordChange(empty)).toBe(false);
    expect(wantsPasswordChange({ ...empty, confirmPassword: 'x' })).toBe(true);
  });
});

describe('passwordProblems', () => {
  it('accepts a complete, matching change', () => {
    expect(
      passwordProblems({
        currentPassword: 'old-secret',
        newPassword: 'new-secret',
        confirmPassword: 'new-secret',
      }),
    ).toEqual({});
  });

  it('asks for every field', () => {
    expect(passwordProblems(empty)).toEqual({
      currentPassword: 'Enter your current password.',
      newPassword: 'Enter a new password.',
      confirmPassword: 'Type the new password again to confirm it.',
    });
  });

  it('checks length, difference and confirmation', () => {
    const base = { currentPassword: 'old-secret', confirmPassword: '' };
    expect(passwordProblems({ ...base, newPassword: '12345', confirmPassword: '12345' }).newPassword).toBe(
      'The new password must be at least 6 characters long.',
    );
    expect(passwordProblems({ ...base, newPassword: '123456', confirmPassword: '123456' })).toEqual({});
    const long = 'x'.repeat(73);
    expect(passwordProblems({ ...base, newPassword: long, confirmPassword: long }).newPassword).toBe(
      'The new password must be at most 72 characters long.',
    );
    expect(
      passwordProblems({ ...base, newPassword: 'old-secret', confirmPassword: 'old-secret' }).newPassword,
    ).toBe('The new password must be different from the current one.');
    expect(passwordProblems({ ...base, newPassword: 'new-secret', confirmPassword: 'new-secre' })).toEqual({
      confirmPassword: 'The two new passwords do not match.',
    });
  });
});
