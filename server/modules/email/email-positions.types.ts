import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { VesselPosition } from './vessel-position.entity.js';

/** The Auto tab's gear filter; values are the spec's labels. */
export enum GearFilter {
  All = 'All',
  Geared = 'Geared',
  Gearless = 'Gearless',
}
registerEnumType(GearFilter, {
  name: 'GearFilter',
  valuesConfig: {
    All: { description: 'Every position, gear stated or not' },
    Geared: { description: "Gear stated and not a gearless notation (e.g. '4x30t cr')" },
    Gearless: { description: "Stated gearless: 'Gearless', 'GLS', 'GLESS', 'G/LESS', 'NO GEAR'" },
  },
});

@InputType({
  description:
    "The Add Fleet Auto tab's search of parsed e-mail positions. Every field is optional; bounds are inclusive.",
})
export class EmailPositionFilterInput {
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: "E-mails received at or after (the spec's 'updated since N days': now - N days)",
  })
  emailDateLower?: Date | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'E-mails received at or before (usually now)' })
  emailDateUpper?: Date | null;

  @Field(() => Float, { nullable: true, description: 'Smallest dwt, tonnes' })
  dwtLower?: number | null;

  @Field(() => Float, { nullable: true, description: "Largest dwt, tonnes ('Cape 100001 and above': 99999999)" })
  dwtUpper?: number | null;

  @Field(() => [String], {
    nullable: true,
    description: "Region names as portRegions lists them; 'Unknown' matches unresolved positions; empty: all",
  })
  portRegion?: string[] | null;

  @Field(() => GearFilter, { nullable: true, description: 'Default All' })
  gear?: GearFilter | null;

  @Field(() => Int, { nullable: true, description: 'Admin login only; ignored for everyone else' })
  organizationId?: number | null;
}

@ObjectType({ description: 'A vessel position read from a parsed e-mail (a row of the Add Fleet Auto tab)' })
export class EmailPosition {
  @Field(() => Int)
  id!: number;

  @Field()
  vesselName!: string;

  @Field(() => Int, { nullable: true, description: 'The catalogue vessel the name resolved to, if any' })
  vesselId!: number | null;

  @Field(() => Float, { nullable: true, description: 'Tonnes' })
  dwt!: number | null;

  @Field(() => Int, { nullable: true, description: 'Year built' })
  built!: number | null;

  @Field(() => String, { nullable: true, description: "As written, e.g. '4x30t cr' or 'Gearless'" })
  gears!: string | null;

  @Field(() => String, { nullable: true })
  portName!: string | null;

  @Field({ description: "One of the portRegions names; 'Unknown' when not resolved" })
  portRegion!: string;

  @Field(() => Float, { nullable: true })
  lat!: number | null;

  @Field(() => Float, { nullable: true })
  lng!: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it opens (start of the window)' })
  dateOpen!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the e-mail was received' })
  emailDate!: Date;

  @Field()
  subject!: string;

  @Field()
  sender!: string;
}

/** The row both APIs answer (REST serialises the dates as ISO strings). */
export function emailPositionRow(p: VesselPosition): EmailPosition {
  return {
    id: p.id,
    vesselName: p.vesselName,
    vesselId: p.vessel?.id ?? null,
    dwt: p.dwt,
    built: p.built,
    gears: p.gears,
    portName: p.portName,
    portRegion: p.portRegion || 'Unknown',
    lat: p.lat,
    lng: p.lng,
    dateOpen: p.dateOpen,
    emailDate: p.emailDate,
    subject: p.subject,
    sender: p.sender,
  };
}

/** The GraphQL input as the shared filter schema reads it (organizationId is the legacy orgId). */
export function emailPositionDraft(input: EmailPositionFilterInput) {
  const { organizationId, ...rest } = input;
  return { ...rest, orgId: organizationId };
}
