import type { Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { VersionedEntity } from '../../db/versioned.entity.js';
import { Organization } from '../organizations/organization.entity.js';
import { User } from '../users/user.entity.js';
import { VesselExtraDetails, type VesselExtraDetailsData } from './vessel-extra-details.js';
import { FuelType, YesNo } from './vessel.enums.js';
import { vesselFieldDoc } from '../../../shared/validation/vessel-docs.js';
import { Node } from '../../graphql/relay/node.js';
import type { VesselDefaults } from './vessel-defaults.js';

/**
 * A vessel of an organization's catalogue. Units: tonnes (dwt, lightship, constants, GRT/NRT as tonnage
 * numbers), metres (draft, LOA, beam), t/cm (TPC), m3 (grain, bale, tank capacities), knots and t/day
 * (speed/consumption rows). lastModifiedDate is `updatedAt`.
 */
@ObjectType({
  description:
    "A vessel of the organization's catalogue (Vessel List): particulars, speed tables and port consumptions.",
  implements: Node,
})
@Entity({ tableName: 'vessel' })
@Index({ properties: ['organization', 'vesselName'] })
export class Vessel extends VersionedEntity<VesselDefaults> {
  @Field({ description: vesselFieldDoc('vesselName') })
  @Property({ type: 'string', length: 200 })
  vesselName!: string;

  /** Summer deadweight, tonnes. */
  @Field(() => Float, { description: vesselFieldDoc('vesselDwt') })
  @Property({ type: 'double' })
  vesselDwt: number = 0;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselIMO') })
  @Property({ type: 'string', length: 10, nullable: true })
  vesselIMO: string | null = null;

  @Field(() => Float, { description: vesselFieldDoc('vesselGrainCap') })
  @Property({ type: 'double' })
  vesselGrainCap: number = 0;

  @Field(() => Float, { description: vesselFieldDoc('vesselBaleCap') })
  @Property({ type: 'double' })
  vesselBaleCap: number = 0;

  /** Summer draft, metres. */
  @Field(() => Float, { description: vesselFieldDoc('vesselDraftS') })
  @Property({ type: 'double' })
  vesselDraftS: number = 0;

  /** Tonnes per centimetre immersion at the summer draft. */
  @Field(() => Float, { description: vesselFieldDoc('vesselTPC') })
  @Property({ type: 'double' })
  vesselTPC: number = 0;

  /** Year built. */
  @Field(() => Int, { nullable: true, description: vesselFieldDoc('vesselBuilt') })
  @Property({ type: 'integer', nullable: true })
  vesselBuilt: number | null = null;

  @Field(() => Float, { nullable: true, description: vesselFieldDoc('vesselLOA') })
  @Property({ type: 'double', nullable: true })
  vesselLOA: number | null = null;

  @Field(() => Float, { nullable: true, description: vesselFieldDoc('vesselBeam') })
  @Property({ type: 'double', nullable: true })
  vesselBeam: number | null = null;

  @Field(() => Float, { nullable: true, description: vesselFieldDoc('vesselGRT') })
  @Property({ type: 'double', nullable: true })
  vesselGRT: number | null = null;

  @Field(() => Float, { nullable: true, description: vesselFieldDoc('vesselNRT') })
  @Property({ type: 'double', nullable: true })
  vesselNRT: number | null = null;

  @Field(() => Float, { description: vesselFieldDoc('vesselLightShip') })
  @Property({ type: 'double' })
  vesselLightShip: number = 0;

  /** e.g. '4 x 30t cranes' or 'Gearless'. */
  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselGears') })
  @Property({ type: 'string', length: 200, nullable: true })
  vesselGears: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselGrabs') })
  @Property({ type: 'string', length: 200, nullable: true })
  vesselGrabs: string | null = null;

  /** The spec's Constants: stores, spares and unpumpable water, tonnes. */
  @Field(() => Float, { description: vesselFieldDoc('constants') })
  @Property({ type: 'double' })
  constants: number = 0;

  @Field(() => FuelType, { description: vesselFieldDoc('fuelType') })
  @Enum({ items: () => FuelType, nativeEnumName: 'fuel_type' })
  fuelType: FuelType = FuelType.TYPE0;

  @Field(() => YesNo, { description: vesselFieldDoc('vesselScrubber') })
  @Enum({ items: () => YesNo, nativeEnumName: 'yes_no' })
  vesselScrubber: YesNo = YesNo.YES;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselFlag') })
  @Property({ type: 'string', length: 100, nullable: true })
  vesselFlag: string | null = null;

  /** Classification society. */
  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselClass') })
  @Property({ type: 'string', length: 100, nullable: true })
  vesselClass: string | null = null;

  @Field(() => Int, { nullable: true, description: vesselFieldDoc('vesselHolds') })
  @Property({ type: 'integer', nullable: true })
  vesselHolds: number | null = null;

  @Field(() => Int, { nullable: true, description: vesselFieldDoc('vesselHatches') })
  @Property({ type: 'integer', nullable: true })
  vesselHatches: number | null = null;

  /** CO2 fire-fighting fitted in holds (Yes/No as the legacy sends it). */
  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselCO2') })
  @Property({ type: 'string', length: 50, nullable: true })
  vesselCO2: string | null = null;

  /** Australian hold ladders fitted (Yes/No). */
  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselAHL') })
  @Property({ type: 'string', length: 50, nullable: true })
  vesselAHL: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselIceClass') })
  @Property({ type: 'string', length: 50, nullable: true })
  vesselIceClass: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselType') })
  @Property({ type: 'string', length: 100, nullable: true })
  vesselType: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselMMSI') })
  @Property({ type: 'string', length: 20, nullable: true })
  vesselMMSI: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselShipyard') })
  @Property({ type: 'string', length: 200, nullable: true })
  vesselShipyard: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselShipowner') })
  @Property({ type: 'string', length: 200, nullable: true })
  vesselShipowner: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselCountry') })
  @Property({ type: 'string', length: 100, nullable: true })
  vesselCountry: string | null = null;

  /** Where the record came from (manual entry, e-mail, import). */
  @Field(() => String, { nullable: true, description: vesselFieldDoc('vesselSource') })
  @Property({ type: 'string', length: 100, nullable: true })
  vesselSource: string | null = null;

  // Ballast speed (knots) and consumption (t/day) rows.
  @Field(() => Float, { description: vesselFieldDoc('vesselBalSpd1') })
  @Property({ type: 'double' })
  vesselBalSpd1: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmHS1') })
  @Property({ type: 'double' })
  vesselBalConsmHS1: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmLS1') })
  @Property({ type: 'double' })
  vesselBalConsmLS1: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmMGO1') })
  @Property({ type: 'double' })
  vesselBalConsmMGO1: number = 0;
  @Field({ description: vesselFieldDoc('vesselBalComb1Selected') })
  @Property({ type: 'boolean' })
  vesselBalComb1Selected: boolean = false;

  @Field(() => Float, { description: vesselFieldDoc('vesselBalSpd2') })
  @Property({ type: 'double' })
  vesselBalSpd2: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmHS2') })
  @Property({ type: 'double' })
  vesselBalConsmHS2: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmLS2') })
  @Property({ type: 'double' })
  vesselBalConsmLS2: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmMGO2') })
  @Property({ type: 'double' })
  vesselBalConsmMGO2: number = 0;
  @Field({ description: vesselFieldDoc('vesselBalComb2Selected') })
  @Property({ type: 'boolean' })
  vesselBalComb2Selected: boolean = false;

  @Field(() => Float, { description: vesselFieldDoc('vesselBalSpd3') })
  @Property({ type: 'double' })
  vesselBalSpd3: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmHS3') })
  @Property({ type: 'double' })
  vesselBalConsmHS3: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmLS3') })
  @Property({ type: 'double' })
  vesselBalConsmLS3: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmMGO3') })
  @Property({ type: 'double' })
  vesselBalConsmMGO3: number = 0;
  @Field({ description: vesselFieldDoc('vesselBalComb3Selected') })
  @Property({ type: 'boolean' })
  vesselBalComb3Selected: boolean = false;

  @Field(() => Float, { description: vesselFieldDoc('vesselBalSpd4') })
  @Property({ type: 'double' })
  vesselBalSpd4: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmHS4') })
  @Property({ type: 'double' })
  vesselBalConsmHS4: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmLS4') })
  @Property({ type: 'double' })
  vesselBalConsmLS4: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselBalConsmMGO4') })
  @Property({ type: 'double' })
  vesselBalConsmMGO4: number = 0;
  @Field({ description: vesselFieldDoc('vesselBalComb4Selected') })
  @Property({ type: 'boolean' })
  vesselBalComb4Selected: boolean = false;

  // Laden speed (knots) and consumption (t/day) rows.
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnSpd1') })
  @Property({ type: 'double' })
  vesselLdnSpd1: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmHS1') })
  @Property({ type: 'double' })
  vesselLdnConsmHS1: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmLS1') })
  @Property({ type: 'double' })
  vesselLdnConsmLS1: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmMGO1') })
  @Property({ type: 'double' })
  vesselLdnConsmMGO1: number = 0;
  @Field({ description: vesselFieldDoc('vesselLadComb1Selected') })
  @Property({ type: 'boolean' })
  vesselLadComb1Selected: boolean = false;

  @Field(() => Float, { description: vesselFieldDoc('vesselLdnSpd2') })
  @Property({ type: 'double' })
  vesselLdnSpd2: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmHS2') })
  @Property({ type: 'double' })
  vesselLdnConsmHS2: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmLS2') })
  @Property({ type: 'double' })
  vesselLdnConsmLS2: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmMGO2') })
  @Property({ type: 'double' })
  vesselLdnConsmMGO2: number = 0;
  @Field({ description: vesselFieldDoc('vesselLadComb2Selected') })
  @Property({ type: 'boolean' })
  vesselLadComb2Selected: boolean = false;

  @Field(() => Float, { description: vesselFieldDoc('vesselLdnSpd3') })
  @Property({ type: 'double' })
  vesselLdnSpd3: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmHS3') })
  @Property({ type: 'double' })
  vesselLdnConsmHS3: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmLS3') })
  @Property({ type: 'double' })
  vesselLdnConsmLS3: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmMGO3') })
  @Property({ type: 'double' })
  vesselLdnConsmMGO3: number = 0;
  @Field({ description: vesselFieldDoc('vesselLadComb3Selected') })
  @Property({ type: 'boolean' })
  vesselLadComb3Selected: boolean = false;

  @Field(() => Float, { description: vesselFieldDoc('vesselLdnSpd4') })
  @Property({ type: 'double' })
  vesselLdnSpd4: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmHS4') })
  @Property({ type: 'double' })
  vesselLdnConsmHS4: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmLS4') })
  @Property({ type: 'double' })
  vesselLdnConsmLS4: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselLdnConsmMGO4') })
  @Property({ type: 'double' })
  vesselLdnConsmMGO4: number = 0;
  @Field({ description: vesselFieldDoc('vesselLadComb4Selected') })
  @Property({ type: 'boolean' })
  vesselLadComb4Selected: boolean = false;

  // Port consumption, t/day: idle, loading, discharging and extra time.
  @Field(() => Float, { description: vesselFieldDoc('vesselPIdleConsmHS') })
  @Property({ type: 'double' })
  vesselPIdleConsmHS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselPIdleConsmLS') })
  @Property({ type: 'double' })
  vesselPIdleConsmLS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselPIdleConsmMGO') })
  @Property({ type: 'double' })
  vesselPIdleConsmMGO: number = 0;

  @Field(() => Float, { description: vesselFieldDoc('vesselPLdgConsmHS') })
  @Property({ type: 'double' })
  vesselPLdgConsmHS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselPLdgConsmLS') })
  @Property({ type: 'double' })
  vesselPLdgConsmLS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselPLdgConsmMGO') })
  @Property({ type: 'double' })
  vesselPLdgConsmMGO: number = 0;

  @Field(() => Float, { description: vesselFieldDoc('vesselPDischConsmHS') })
  @Property({ type: 'double' })
  vesselPDischConsmHS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselPDischConsmLS') })
  @Property({ type: 'double' })
  vesselPDischConsmLS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselPDischConsmMGO') })
  @Property({ type: 'double' })
  vesselPDischConsmMGO: number = 0;

  @Field(() => Float, { description: vesselFieldDoc('vesselVExtraConsmHS') })
  @Property({ type: 'double' })
  vesselVExtraConsmHS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselVExtraConsmLS') })
  @Property({ type: 'double' })
  vesselVExtraConsmLS: number = 0;
  @Field(() => Float, { description: vesselFieldDoc('vesselVExtraConsmMGO') })
  @Property({ type: 'double' })
  vesselVExtraConsmMGO: number = 0;

  /** Suez Canal gross tonnage. */
  @Field(() => Float, { nullable: true, description: vesselFieldDoc('suezGRT') })
  @Property({ type: 'double', nullable: true })
  suezGRT: number | null = null;

  /** Suez Canal net tonnage. */
  @Field(() => Float, { nullable: true, description: vesselFieldDoc('suezNRT') })
  @Property({ type: 'double', nullable: true })
  suezNRT: number | null = null;

  /** Panama Canal net tonnage (PC/UMS). */
  @Field(() => Float, { nullable: true, description: vesselFieldDoc('panamaNT') })
  @Property({ type: 'double', nullable: true })
  panamaNT: number | null = null;

  /** Tank capacities, m3. */
  @Field(() => Float, { nullable: true, description: vesselFieldDoc('ifoCapacity') })
  @Property({ type: 'double', nullable: true })
  ifoCapacity: number | null = null;

  @Field(() => Float, { nullable: true, description: vesselFieldDoc('mgoCapacity') })
  @Property({ type: 'double', nullable: true })
  mgoCapacity: number | null = null;

  @Field(() => Float, { nullable: true, description: vesselFieldDoc('fwCapacity') })
  @Property({ type: 'double', nullable: true })
  fwCapacity: number | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('subType') })
  @Property({ type: 'string', length: 100, nullable: true })
  subType: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('callSign') })
  @Property({ type: 'string', length: 20, nullable: true })
  callSign: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('pandIClub') })
  @Property({ type: 'string', length: 200, nullable: true })
  pandIClub: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('contactName') })
  @Property({ type: 'string', length: 200, nullable: true })
  contactName: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('contactEmail') })
  @Property({ type: 'string', length: 254, nullable: true })
  contactEmail: string | null = null;

  @Field(() => String, { nullable: true, description: vesselFieldDoc('contactPhone') })
  @Property({ type: 'string', length: 50, nullable: true })
  contactPhone: string | null = null;

  @Field(() => VesselExtraDetails, { nullable: true, description: vesselFieldDoc('vesselExtraDetails') })
  @Property({ type: 'json', nullable: true })
  vesselExtraDetails: VesselExtraDetailsData | null = null;

  @ManyToOne(() => Organization, { deleteRule: 'cascade' })
  organization!: Rel<Organization>;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  savedBy: Rel<User> | null = null;
}
