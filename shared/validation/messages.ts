/** The spec's exact user-facing texts, kept once and used by server and web alike. */
export const MSG = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid Email',
  passwordRequired: 'Password is required',
  authExpired: 'Authorization expired, please login again',
  somethingWrong: 'Something went wrong.',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: (seconds: number) => `Too many failed login attempts. Try again in ${seconds} seconds.`,
  loggedOut: "You're safely logged out!",
  notAvailableYet: 'This screen is not available yet.',
} as const;

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
  else if (!EMAIL_PATTERN.test(email)) errors.email = MSG.emailInvalid;
  if (!input.password) errors.password = MSG.passwordRequired;
  return errors;
}
