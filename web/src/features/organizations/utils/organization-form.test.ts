import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../../__generated__';
import {
  EMPTY_ORGANIZATION_FORM,
  OrganizationFormFragment,
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
    const missing = { domain: null, contactPerson: null, contactNumber: null, contactEmail: null, emailReceiver: null };
    const row = {
      databaseId: 1,
      version: 1,
      organizationName: 'N',
      organizationCode: 'C',
      ...missing,
      orgType: 'FOW',
    } as const;
    expect(organizationFormOf(makeFragmentData(row, OrganizationFormFragment))).toEqual({
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
