import { MSG } from './messages.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_MSG, readEmail, type Read } from './user-rules.js';

/** Forgot and reset password (spec 2 sections 2, 4, 5 and 8): the texts, kept once for server and web. */
export const RESET_MSG = {
  /** The one answer to a forgot-password request, whether or not the e-mail is registered. */
  linkSent: 'Will send you reset password link if your email address is registered with us',
  passwordMismatch: 'Password mismatch',
  changed: 'Password Changed Successfully',
  emailRequired: MSG.emailRequired,
  passwordTooShort: (min: number) => `Password must be at least ${min} characters`,
  linkInvalid: 'This reset link is invalid, used or expired. Ask for a new one on Forgot password.',
} as const;

/** How long a reset link works, and how many a client address or an e-mail may ask for per hour. */
export const RESET_LINK = { ttlSeconds: 3600, perAddressPerHour: 30, perEmailPerHour: 5 } as const;

/** The forgot-password e-mail: non-empty (spec 2 section 5), and an e-mail. */
export function readResetEmail(value: unknown): Read<string> {
  return readEmail(value);
}

export interface ResetForm {
  password: string;
  confirmPassword: string;
}

/**
 * The reset form's rule (spec 2 section 5): both fields filled and equal, otherwise 'Password mismatch';
 * then the product's password length. Null when the form may be sent.
 */
export function resetFormProblem(form: ResetForm): { field: keyof ResetForm; message: string } | null {
  if (!form.password || !form.confirmPassword || form.password !== form.confirmPassword) {
    return { field: 'confirmPassword', message: RESET_MSG.passwordMismatch };
  }
  if (form.password.length < PASSWORD_MIN_LENGTH) {
    return { field: 'password', message: RESET_MSG.passwordTooShort(PASSWORD_MIN_LENGTH) };
  }
  if (form.password.length > PASSWORD_MAX_LENGTH) {
    return { field: 'password', message: USER_MSG.passwordTooLong(PASSWORD_MAX_LENGTH) };
  }
  return null;
}
