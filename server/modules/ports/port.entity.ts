import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { normalisePortName, searchAliasesText } from '../../../shared/ports/normalise-port-name.js';
import { BaseEntity } from '../../db/base.entity.js';
import { Node } from '../../graphql/relay/node.js';

/** Where a row came from: the curated table shipped with the product, the WPI importer, or a user. */
export type PortSource = 'curated' | 'wpi' | 'user';

type PortDefaults =
  | 'unlocode'
  | 'wpiNumber'
  | 'country'
  | 'countryCode'
  | 'region'
  | 'subRegion'
  | 'isEuEea'
  | 'timeZone'
  | 'aliases'
  | 'searchName'
  | 'searchAliases'
  | 'importance'
  | 'source'
  | 'curatedKey'
  | 'dataVersion'
  | 'userEdited';

/**
 * The global port gazetteer (not organization-scoped): coordinates in decimal degrees, WGS84.
 * `searchName` and `searchAliases` follow `name` and `aliases` on every insert and update.
 */
@ObjectType({
  description:
    'A port of the gazetteer (Ports screen, port searches): position, country, region, EU/EEA flag, aliases.',
  implements: Node,
})
@Entity({ tableName: 'port' })
export class Port extends BaseEntity<PortDefaults> {
  @Field({ description: 'Port name as shown and searched.' })
  @Property({ type: 'string', length: 200 })
  name!: string;

  /** UN/LOCODE, five characters (e.g. CNTAO). */
  @Field(() => String, { nullable: true, description: 'UN/LOCODE, five characters (e.g. CNTAO); null when not known.' })
  @Property({ type: 'string', length: 5, nullable: true, unique: true })
  unlocode: string | null = null;

  /** World Port Index number. */
  @Field(() => Int, { nullable: true, description: 'World Port Index number; null when not known.' })
  @Property({ type: 'integer', nullable: true, unique: true })
  wpiNumber: number | null = null;

  /** Country name in English (e.g. Brazil). */
  @Field(() => String, { nullable: true, description: 'Country name in English (e.g. Brazil); null when not known.' })
  @Property({ type: 'string', length: 100, nullable: true })
  country: string | null = null;

  /** ISO 3166-1 alpha-2 country code (e.g. BR). */
  @Field(() => String, {
    nullable: true,
    description: 'ISO 3166-1 alpha-2 country code (e.g. BR); null when not known.',
  })
  @Property({ type: 'string', length: 2, nullable: true })
  countryCode: string | null = null;

  @Field(() => Float, { description: 'Latitude, degrees (-90..90).' })
  @Property({ type: 'double' })
  lat!: number;

  @Field(() => Float, { description: 'Longitude, degrees (-180..180).' })
  @Property({ type: 'double' })
  lng!: number;

  /** Broker region (one of the 13 of the gazetteer) or 'Unknown'; null, from older rows, reads as Unknown. */
  @Field(() => String, {
    nullable: true,
    description: "Broker region (one of the 13 of the gazetteer) or 'Unknown'; null (older rows) reads as Unknown.",
  })
  @Property({ type: 'string', length: 100, nullable: true })
  region: string | null = null;

  /** Narrower broker area within the region (e.g. North China, US Gulf), when known. */
  @Field(() => String, {
    nullable: true,
    description: 'Narrower broker area within the region (e.g. North China, US Gulf); null when not known.',
  })
  @Property({ type: 'string', length: 100, nullable: true })
  subRegion: string | null = null;

  /** Port of the EU/EEA, for the EU ETS share of legs and stays. */
  @Field({ description: 'Port of the EU/EEA: legs and stays touching it count for EU ETS.' })
  @Property({ type: 'boolean' })
  isEuEea: boolean = false;

  /** IANA time-zone name, e.g. Asia/Shanghai. */
  @Field(() => String, {
    nullable: true,
    description: 'IANA time-zone name (e.g. Asia/Shanghai); null when not known.',
  })
  @Property({ type: 'string', length: 64, nullable: true })
  timeZone: string | null = null;

  /** Other names brokers use for the port. */
  @Field(() => [String], { description: 'Other names brokers use for the port; searches match them too.' })
  @Property({ type: 'text[]' })
  aliases: string[] = [];

  @Index()
  @Property({
    type: 'string',
    length: 200,
    onCreate: (port: Port) => normalisePortName(port.name),
    onUpdate: (port: Port) => normalisePortName(port.name),
  })
  searchName!: string;

  /** The normalised aliases between '|' delimiters ('|qdao|tsingtao|'), for prefix search. */
  @Property({
    type: 'text',
    onCreate: (port: Port) => searchAliasesText(port.aliases),
    onUpdate: (port: Port) => searchAliasesText(port.aliases),
  })
  searchAliases!: string;

  /** Search rank among equal matches: 3 major dry-bulk hub, 2 regular, 1 minor (curated); 0 otherwise. */
  @Field(() => Int, {
    description: 'Search rank among equal matches: 3 major dry-bulk hub, 2 regular, 1 minor (curated), 0 otherwise.',
  })
  @Property({ type: 'smallint' })
  importance: number = 0;

  @Property({ type: 'string', length: 16 })
  source: PortSource = 'user';

  /** Key of the row in the curated table (its UN/LOCODE, or country and name); null for other rows. */
  @Property({ type: 'string', length: 120, nullable: true, unique: true })
  curatedKey: string | null = null;

  /** Version of the curated table that last wrote this row (PORT_DATA_VERSION); null for other rows. */
  @Property({ type: 'integer', nullable: true })
  dataVersion: number | null = null;

  /** Edited by a user: neither the start-up seed nor the importer may overwrite this row. */
  @Field({ description: 'Edited by a user: neither the start-up seed nor the importer overwrites this row.' })
  @Property({ type: 'boolean' })
  userEdited: boolean = false;
}
