/** The spec's exact user-facing texts, kept once and used by server and web alike. */
export const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid Email',
  passwordRequired: 'Password is required',
  passwordTooLong: (max: number) => `Password must be at most ${max} characters`,
  authExpired: 'Authorization expired, please login again',
  somethingWrong: 'Something went wrong.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (seconds: number) => `Too many failed login attempts. Try again in ${seconds} seconds.`,
  loggedOut: "You're safely logged out!",
  notAvailableYet: 'This screen is not available yet.',
} as const;

/**
 * The longest password accepted anywhere (sign-in, new users, resets): a passphrase fits with room to spare; a
 * 1 MB "password" is refused before it is hashed.
 */
export const PASSWORD_MAX_LENGTH = 128;

/** The longest e-mail address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** A conventional e-mail pattern: something@domain.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export interface LoginInput {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

/** Validates the login form exactly as spec 1 section 5 states. */
export function validateLogin(input: LoginInput): LoginErrors {
  const errors: LoginErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = MSG.emailRequired;
  else if (!EMAIL_PATTERN.test(email) || email.length > EMAIL_MAX_LENGTH || email.includes('\u0000'))
    errors.email = MSG.emailInvalid;
  if (!input.password) errors.password = MSG.passwordRequired;
  else if (input.password.length > PASSWORD_MAX_LENGTH) errors.password = MSG.passwordTooLong(PASSWORD_MAX_LENGTH);
  return errors;
}
