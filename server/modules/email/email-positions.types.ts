import { Field, Float, GraphQLISODateTime, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { CurrentPosition } from './email-positions.service.js';
import type { VesselPosition } from './vessel-position.entity.js';
import { Node } from '../../graphql/relay/node.js';

/** The Auto tab's gear filter; values are the spec's labels. */
export enum GearFilter {
  All = 'All',
  Geared = 'Geared',
  Gearless = 'Gearless',
}
registerEnumType(GearFilter, {
  name: 'GearFilter',
  description: "The Add Fleet Auto tab's gear filter (spec 1); values are the spec's labels",
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

@ObjectType({
  implements: Node,
  description: "One broker's report of a ship: the e-mail it came from and what it said",
})
export class EmailPositionSource {
  @Field(() => Int, { name: 'databaseId', description: 'The position row: for arguments and the REST paths' })
  id!: number;

  @Field(() => Int, { description: 'The e-mail it was read from' })
  emailId!: number;

  @Field({ description: 'Sender of the e-mail the position was read from.' })
  sender!: string;

  @Field({ description: 'Subject of that e-mail.' })
  subject!: string;

  @Field(() => GraphQLISODateTime, { description: 'When the e-mail was received' })
  emailDate!: Date;

  @Field(() => GraphQLISODateTime, { nullable: true, description: "The e-mail's own Date" })
  reportedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Open port as read from the e-mail; null when none was found.' })
  portName!: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'Start of the open date range as read, UTC; null when none was found.',
  })
  dateOpen!: Date | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'End of the open date range as read, UTC; null for a single date.',
  })
  dateOpenEnd!: Date | null;

  @Field(() => Float, { nullable: true, description: 'Deadweight as read, tonnes; null when none was found.' })
  dwt!: number | null;

  @Field(() => Int, { nullable: true, description: 'Year built as read; null when none was found.' })
  built!: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The line of the e-mail the position was read from; null when not kept.',
  })
  sourceLine!: string | null;
}

@ObjectType({
  implements: Node,
  description:
    "A ship's current position read from e-mails (a row of the Add Fleet Auto tab): its newest report, each ship once",
})
export class EmailPosition {
  @Field(() => Int, { name: 'databaseId', description: 'The numeric row id: for arguments and the REST paths' })
  id!: number;

  @Field({ description: 'Vessel name as read from the e-mail.' })
  vesselName!: string;

  @Field(() => Int, { nullable: true, description: 'The catalogue vessel the name resolved to, if any' })
  vesselId!: number | null;

  @Field(() => Float, { nullable: true, description: 'Tonnes' })
  dwt!: number | null;

  @Field(() => Int, { nullable: true, description: 'Year built' })
  built!: number | null;

  @Field(() => String, { nullable: true, description: "As written, e.g. '4x30t cr' or 'Gearless'" })
  gears!: string | null;

  @Field(() => String, { nullable: true, description: 'Open port as read; null when none was found.' })
  portName!: string | null;

  @Field({ description: "One of the portRegions names; 'Unknown' when not resolved" })
  portRegion!: string;

  @Field(() => Float, {
    nullable: true,
    description: 'Latitude of the open port, degrees; null when the port was not resolved.',
  })
  lat!: number | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Longitude of the open port, degrees; null when the port was not resolved.',
  })
  lng!: number | null;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it opens (start of the window)' })
  dateOpen!: Date | null;

  @Field(() => GraphQLISODateTime, { description: 'When the e-mail was received' })
  emailDate!: Date;

  @Field({ description: 'Subject of the e-mail of the current report.' })
  subject!: string;

  @Field({ description: 'Sender of the e-mail of the current report.' })
  sender!: string;

  @Field(() => Int, { description: 'The e-mail of the current (newest) report' })
  emailId!: number;

  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When it opens: end of the window' })
  dateOpenEnd!: Date | null;

  @Field(() => Float, { nullable: true, description: "The parser's confidence, 0 to 1" })
  confidence!: number | null;

  @Field(() => String, { nullable: true, description: 'The line of the e-mail it was read from' })
  sourceLine!: string | null;

  @Field(() => [EmailPositionSource], {
    description: 'Every report of this ship in the organization, newest first (the current one first)',
  })
  sources!: EmailPositionSource[];

  @Field(() => [String], {
    description: "Fields the reports disagree on: 'openPort', 'openDate', 'dwt', 'built' (the newest report wins)",
  })
  conflicts!: string[];
}

export function sourceRow(p: VesselPosition): EmailPositionSource {
  return {
    id: p.id,
    emailId: p.email.id,
    sender: p.sender,
    subject: p.subject,
    emailDate: p.emailDate,
    reportedAt: p.reportedAt,
    portName: p.portName,
    dateOpen: p.dateOpen,
    dateOpenEnd: p.dateOpenEnd,
    dwt: p.dwt,
    built: p.built,
    sourceLine: p.sourceLine,
  };
}

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

/** The fields on which a ship's reports disagree (blank values do not count as a disagreement). */
export function conflictsOf(sources: readonly VesselPosition[]): string[] {
  const fields: [string, (p: VesselPosition) => string][] = [
    ['openPort', (p) => (p.portName ?? '').trim().toUpperCase()],
    ['openDate', (p) => (p.dateOpen ? `${day(p.dateOpen)}/${day(p.dateOpenEnd)}` : '')],
    ['dwt', (p) => (p.dwt == null ? '' : String(p.dwt))],
    ['built', (p) => (p.built == null ? '' : String(p.built))],
  ];
  return fields.filter(([, read]) => new Set(sources.map(read).filter((v) => v !== '')).size > 1).map(([name]) => name);
}

/** The row both APIs answer (REST serialises the dates as ISO strings). */
export function emailPositionRow(c: CurrentPosition): EmailPosition {
  const p = c.position;
  return {
    id: p.id,
    vesselName: p.vesselName,
    vesselId: c.vesselId,
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
    emailId: p.email.id,
    dateOpenEnd: p.dateOpenEnd,
    confidence: p.confidence,
    sourceLine: p.sourceLine,
    sources: c.sources.map(sourceRow),
    conflicts: conflictsOf(c.sources),
  };
}

/** The GraphQL input as the shared filter schema reads it (organizationId is the legacy orgId). */
export function emailPositionDraft(input: EmailPositionFilterInput) {
  const { organizationId, ...rest } = input;
  return { ...rest, orgId: organizationId };
}
