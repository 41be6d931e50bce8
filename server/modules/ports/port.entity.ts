import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../db/base.entity.js';

/** Lower-case, accent-free, single-spaced form of a port name, for prefix search. */
export function normalisePortName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

type PortDefaults =
  'unlocode' | 'wpiNumber' | 'country' | 'region' | 'isEuEea' | 'timeZone' | 'aliases' | 'searchName' | 'userEdited';

/**
 * The global port gazetteer (not organization-scoped): coordinates in decimal degrees, WGS84.
 * `searchName` follows `name` on every insert and update.
 */
@ObjectType()
@Entity({ tableName: 'port' })
export class Port extends BaseEntity<PortDefaults> {
  @Field()
  @Property({ type: 'string', length: 200 })
  name!: string;

  /** UN/LOCODE, five characters (e.g. CNTAO). */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 5, nullable: true, unique: true })
  unlocode: string | null = null;

  /** World Port Index number. */
  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true, unique: true })
  wpiNumber: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  country: string | null = null;

  @Field(() => Float)
  @Property({ type: 'double' })
  lat!: number;

  @Field(() => Float)
  @Property({ type: 'double' })
  lng!: number;

  /** Wide region of the e-mail position filter; null is shown as Unknown. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 100, nullable: true })
  region: string | null = null;

  /** Port of the EU/EEA, for the EU ETS share of legs and stays. */
  @Field()
  @Property({ type: 'boolean' })
  isEuEea: boolean = false;

  /** IANA time-zone name, e.g. Asia/Shanghai. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 64, nullable: true })
  timeZone: string | null = null;

  /** Other names brokers use for the port. */
  @Field(() => [String])
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

  /** Edited by a user: the importer must not overwrite this row. */
  @Field()
  @Property({ type: 'boolean' })
  userEdited: boolean = false;
}
