import { Field, InputType } from 'type-graphql';
import { OrgType } from './organization.entity.js';

/** An organization as a caller sends it: name, code and type are required on creation. */
export interface OrganizationDraft {
  organizationName?: string | null;
  organizationCode?: string | null;
  domain?: string | null;
  contactPerson?: string | null;
  contactNumber?: string | number | null;
  contactEmail?: string | null;
  emailReceiver?: string | null;
  orgType?: string | null;
}

@InputType({ description: 'An organization (spec 2 section 3); absent fields stay as they are on update' })
export class OrganizationInput {
  @Field(() => String, { nullable: true, description: 'Required on creation' }) organizationName?: string | null;
  @Field(() => String, { nullable: true, description: 'Required on creation; unique' }) organizationCode?:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'E-mail domain of the organization; registration requests from it are matched to it.',
  })
  domain?: string | null;
  @Field(() => String, { nullable: true, description: 'Contact person.' }) contactPerson?: string | null;
  @Field(() => String, { nullable: true, description: 'Digits, optionally with a leading +' }) contactNumber?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Contact e-mail address.' }) contactEmail?: string | null;
  @Field(() => String, { nullable: true, description: 'Mailbox whose position e-mails are parsed' }) emailReceiver?:
    string | null;
  @Field(() => OrgType, { nullable: true, description: 'FSC, FOW or FMM; required on creation' })
  orgType?: OrgType | null;
}

export function organizationInputDraft(input: OrganizationInput): OrganizationDraft {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as OrganizationDraft;
}
