import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { VersionedEntity } from '../../db/versioned.entity.js';
import { Node } from '../../graphql/relay/node.js';

/** Organization types allowed by spec 2 section 3. */
export enum OrgType {
  FSC = 'FSC',
  FOW = 'FOW',
  FMM = 'FMM',
}
registerEnumType(OrgType, {
  name: 'OrgType',
  description:
    'Organization type; spec 2 section 3 allows exactly these three codes and gives them no further meaning.',
  valuesConfig: {
    FSC: { description: 'Organization type code FSC.' },
    FOW: { description: 'Organization type code FOW.' },
    FMM: { description: 'Organization type code FMM.' },
  },
});

@ObjectType({
  description: 'An organization (tenant): its users, vessels, orders and fleets are its own.',
  implements: Node,
})
@Entity({ tableName: 'organization' })
export class Organization extends VersionedEntity<
  'domain' | 'contactPerson' | 'contactNumber' | 'contactEmail' | 'emailReceiver'
> {
  @Field({ description: 'Organization name.' })
  @Property({ type: 'string', length: 200 })
  organizationName!: string;

  @Field({ description: 'Unique organization code.' })
  @Property({ type: 'string', length: 50, unique: true })
  organizationCode!: string;

  @Field(() => String, {
    nullable: true,
    description:
      'E-mail domain of the organization (registration requests from it are matched to it); null when not set.',
  })
  @Property({ type: 'string', length: 200, nullable: true })
  domain: string | null = null;

  @Field(() => String, { nullable: true, description: 'Contact person; null when not given.' })
  @Property({ type: 'string', length: 200, nullable: true })
  contactPerson: string | null = null;

  @Field(() => String, {
    nullable: true,
    description: 'Contact telephone number (digits, optionally a leading +); null when not given.',
  })
  @Property({ type: 'string', length: 50, nullable: true })
  contactNumber: string | null = null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail address; null when not given.' })
  @Property({ type: 'string', length: 254, nullable: true })
  contactEmail: string | null = null;

  /** Mailbox address whose incoming position lists are parsed for this organization. */
  @Field(() => String, {
    nullable: true,
    description: 'Mailbox address whose incoming position e-mails are parsed for the organization; null when none.',
  })
  @Property({ type: 'string', length: 254, nullable: true })
  emailReceiver: string | null = null;

  @Field(() => OrgType, { description: 'Organization type.' })
  @Enum({ items: () => OrgType, nativeEnumName: 'org_type' })
  orgType!: OrgType;
}
