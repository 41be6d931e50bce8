import { z } from 'zod';
import { fillField, required, textField } from './boundary.js';
import { EMAIL_PATTERN, MSG } from './messages.js';

/**
 * The login page's Request Registration (spec 2 sections 2 and 3: name, email, number, optional description)
 * and the Google sign-in notices. One schema on the boundary reader for the REST shim, GraphQL and the web
 * form; pure.
 */
export const REGISTRATION_MSG = {
  nameRequired: 'Name is required',
  emailRequired: MSG.emailRequired,
  emailInvalid: MSG.emailInvalid,
  numberRequired: 'Number is required',
  numberInvalid: 'Number must be a phone number: digits, spaces and + - ( ) only',
  /** The one answer to every accepted request, stored or not (a pending duplicate, a registered e-mail). */
  received: 'Thank you. Your registration request has been received; an administrator will contact you.',
  tooMany: (seconds: number) => `Too many registration requests. Try again in ${seconds} seconds.`,
  dismissed: 'Registration request dismissed',
  dismissQuestion: 'Please confirm if you want to dismiss this registration request',
} as const;

/** Column widths of registration_request. */
export const REGISTRATION_LIMITS = { name: 200, email: 254, number: 50, description: 2000 } as const;

/** A phone number as typed: an optional leading +, then digits, spaces, dashes and brackets, 5-20 digits. */
const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;

const email = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const text = typeof v === 'string' ? v.trim().toLowerCase() : '';
    if (!text) return refuse(ctx, REGISTRATION_MSG.emailRequired);
    if (!EMAIL_PATTERN.test(text) || text.length > REGISTRATION_LIMITS.email || text.includes('\u0000'))
      return refuse(ctx, REGISTRATION_MSG.emailInvalid);
    return text;
  });

const phone = required(textField({ max: REGISTRATION_LIMITS.number }), REGISTRATION_MSG.numberRequired).refine(
  (text) => PHONE_PATTERN.test(text) && (text.match(/\d/g)?.length ?? 0) >= 5 && (text.match(/\d/g)?.length ?? 0) <= 20,
  REGISTRATION_MSG.numberInvalid,
);

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

export const registrationRequestSchema = z.object(
  {
    name: required(textField({ max: REGISTRATION_LIMITS.name }), REGISTRATION_MSG.nameRequired),
    email,
    number: phone,
    description: textField({ max: REGISTRATION_LIMITS.description }),
  },
  { error: 'The request body must be a JSON object' },
);

export type RegistrationRequestValues = z.output<typeof registrationRequestSchema>;
export type RegistrationField = 'name' | 'email' | 'number' | 'description';

/** Every field's first refusal, for the form (the APIs report the first one). */
export function registrationErrors(input: unknown): Partial<Record<RegistrationField, string>> {
  const result = registrationRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as RegistrationField | undefined;
    if (key && !errors[key]) errors[key] = fillField(issue.message, key);
  }
  return errors;
}

/** The domain part of an e-mail, lower case: what ties a request to an organization's `domain`. */
export function emailDomain(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/** An organization's `domain` as typed ('@Demo.Example ', 'demo.example'), compared with emailDomain. */
export function normalizeDomain(domain: string | null | undefined): string | null {
  const d = (domain ?? '').trim().toLowerCase().replace(/^@/, '');
  return d ? d : null;
}
