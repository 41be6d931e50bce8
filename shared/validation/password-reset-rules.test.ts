import { describe, expect, it } from 'vitest';
import { RESET_MSG, readResetEmail, resetFormProblem } from './password-reset-rules.js';

describe('password reset rules (spec 2 section 5)', () => {
  it.each([
    [
      { password: '', confirmPassword: '' },
      { field: 'confirmPassword', message: 'Password mismatch' },
    ],
    [
      { password: 'Long-enough-1', confirmPassword: '' },
      { field: 'confirmPassword', message: 'Password mismatch' },
    ],
    [
      { password: '', confirmPassword: 'Long-enough-1' },
      { field: 'confirmPassword', message: 'Password mismatch' },
    ],
    [
      { password: 'Long-enough-1', confirmPassword: 'Long-enough-2' },
      { field: 'confirmPassword', message: 'Password mismatch' },
    ],
    [
      { password: 'short', confirmPassword: 'short' },
      { field: 'password', message: 'Password must be at least 8 characters' },
    ],
    [{ password: 'Long-enough-1', confirmPassword: 'Long-enough-1' }, null],
  ])('%j -> %j', (form, problem) => {
    expect(resetFormProblem(form)).toEqual(problem);
  });

  it('needs a non-empty e-mail and keeps the spec texts', () => {
    expect(readResetEmail('  ')).toEqual({ ok: false, message: 'Email is required' });
    expect(readResetEmail(' A@B.example ')).toEqual({ ok: true, value: 'a@b.example' });
    expect(RESET_MSG.linkSent).toBe('Will send you reset password link if your email address is registered with us');
    expect(RESET_MSG.changed).toBe('Password Changed Successfully');
  });
});
