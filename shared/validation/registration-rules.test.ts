import { describe, expect, it } from 'vitest';
import { readInput } from './boundary.js';
import {
  emailDomain,
  normalizeDomain,
  REGISTRATION_MSG,
  registrationErrors,
  registrationRequestSchema,
} from './registration-rules.js';

describe('registration request rules', () => {
  it('reads a request: trimmed text, lower-case e-mail, an optional description', () => {
    const read = readInput(registrationRequestSchema, {
      name: '  Ana Alves ',
      email: ' Ana@Demo.Example ',
      number: '+47 (22) 33-44-55',
      description: '',
    });
    expect(read).toEqual({
      ok: true,
      data: { name: 'Ana Alves', email: 'ana@demo.example', number: '+47 (22) 33-44-55', description: null },
    });
  });

  it('names every refused field for the form, the first for the APIs', () => {
    expect(registrationErrors({})).toEqual({
      name: REGISTRATION_MSG.nameRequired,
      email: REGISTRATION_MSG.emailRequired,
      number: REGISTRATION_MSG.numberRequired,
    });
    expect(registrationErrors({ name: 'A', email: 'a@b', number: '1234' })).toEqual({
      email: REGISTRATION_MSG.emailInvalid,
      number: REGISTRATION_MSG.numberInvalid,
    });
    expect(registrationErrors({ name: 'A', email: 'a@b.com', number: '12345', description: 'x'.repeat(2001) })).toEqual(
      {
        description: 'description must be at most 2000 characters',
      },
    );
    expect(readInput(registrationRequestSchema, { email: 'a@b.com', number: '12345' })).toEqual({
      ok: false,
      field: 'name',
      message: REGISTRATION_MSG.nameRequired,
    });
  });

  it('accepts 5 to 20 digits with + spaces dashes and brackets only', () => {
    const ok = (number: string) => registrationErrors({ name: 'A', email: 'a@b.com', number }).number === undefined;
    expect(ok('12345')).toBe(true);
    expect(ok('+1 (555) 010-9999')).toBe(true);
    expect(ok('1234')).toBe(false);
    expect(ok('1'.repeat(21))).toBe(false);
    expect(ok('555-CALL')).toBe(false);
    expect(ok('12345+6')).toBe(false);
  });

  it('ties an e-mail to a domain as organizations type it', () => {
    expect(emailDomain('ana@Sub.Demo.Example')).toBe('sub.demo.example');
    expect(normalizeDomain(' @Demo.Example ')).toBe('demo.example');
    expect(normalizeDomain('  ')).toBeNull();
    expect(normalizeDomain(null)).toBeNull();
  });
});
