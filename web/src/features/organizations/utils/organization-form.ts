import { getFragmentData, graphql, type FragmentType } from '../../../__generated__';
import { ORG_TYPES, type OrgTypeCode } from '../../../../../shared/validation/user-rules';

/** The organization dialog's fields as typed (spec 2 section 3); every text kept as the user wrote it. */
export interface OrganizationForm {
  organizationName: string;
  organizationCode: string;
  domain: string;
  contactPerson: string;
  contactNumber: string;
  contactEmail: string;
  emailReceiver: string;
  orgType: OrgTypeCode;
}

export type OrganizationTextField = Exclude<keyof OrganizationForm, 'orgType' | 'contactNumber'>;

/** The dialog's text inputs in their order, with their labels. */
export const ORGANIZATION_TEXT_FIELDS: readonly { key: OrganizationTextField; label: string }[] = [
  { key: 'organizationName', label: 'Organization Name' },
  { key: 'organizationCode', label: 'Organization Code' },
  { key: 'domain', label: 'Domain' },
  { key: 'contactPerson', label: 'Contact Person' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'emailReceiver', label: 'Email Receiver' },
];

export const ORGANIZATION_TYPES: readonly OrgTypeCode[] = ORG_TYPES;

export const EMPTY_ORGANIZATION_FORM: OrganizationForm = {
  organizationName: '',
  organizationCode: '',
  domain: '',
  contactPerson: '',
  contactNumber: '',
  contactEmail: '',
  emailReceiver: '',
  orgType: 'FSC',
};

/** The fields the Update form starts from (and the version it saves against). */
export const OrganizationFormFragment = graphql(`
  fragment OrganizationForm_organization on Organization {
    databaseId
    version
    organizationName
    organizationCode
    domain
    contactPerson
    contactNumber
    contactEmail
    emailReceiver
    orgType
  }
`);

/** The form of a listed organization, for Update. */
export function organizationFormOf(ref: FragmentType<typeof OrganizationFormFragment>): OrganizationForm {
  const org = getFragmentData(OrganizationFormFragment, ref);
  return {
    organizationName: org.organizationName,
    organizationCode: org.organizationCode,
    domain: org.domain ?? '',
    contactPerson: org.contactPerson ?? '',
    contactNumber: org.contactNumber ?? '',
    contactEmail: org.contactEmail ?? '',
    emailReceiver: org.emailReceiver ?? '',
    orgType: (ORG_TYPES as readonly string[]).includes(org.orgType) ? (org.orgType as OrgTypeCode) : 'FSC',
  };
}

/**
 * The contact number is a numeric input (spec 2 section 5): a keystroke that is not a digit (or a
 * leading '+') is ignored, so the field keeps its previous text.
 */
export function nextContactNumber(previous: string, typed: string): string {
  return /^\+?\d*$/.test(typed) ? typed : previous;
}

/** The mutation input: every field sent, so a cleared field is cleared (blank is no value on the server). */
export function organizationInputOf(form: OrganizationForm) {
  return { ...form };
}
