import { describe, expect, it } from 'vitest';
import {
  EMPTY_ORGANIZATION_FORM,
  nextContactNumber,
  organizationFormOf,
  organizationInputOf,
} from './organization-form';

describe('nextContactNumber', () => {
  it.each([
    ['', '4', '4'],
    ['45', '45a', '45'],
    ['', '+', '+'],
    ['+45', '+45 ', '+45'],
    ['12', '1-2', '12'],
    ['12', '', ''],
  ])('from %j typing %j keeps %j', (prev, typed, kept) => {
    expect(nextContactNumber(prev, typed)).toBe(kept);
  });
});

describe('organizationFormOf', () => {
  it('turns missing optional fields into empty text and keeps the type', () => {
    expect(organizationFormOf({ organizationName: 'N', organizationCode: 'C', domain: null, orgType: 'FOW' })).toEqual({
      ...EMPTY_ORGANIZATION_FORM,
      organizationName: 'N',
      organizationCode: 'C',
      orgType: 'FOW',
    });
  });
});

describe('organizationInputOf', () => {
  it('sends every field, blanks included, so a cleared field is cleared', () => {
    const input = organizationInputOf({ ...EMPTY_ORGANIZATION_FORM, organizationName: 'N' });
    expect(input).toMatchObject({ organizationName: 'N', domain: '', contactNumber: '', orgType: 'FSC' });
  });
});
