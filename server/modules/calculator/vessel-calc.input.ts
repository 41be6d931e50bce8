import { Field, Float, ID, InputType } from 'type-graphql';
import { FuelType, YesNo } from '../vessels/vessel.enums.js';

/**
 * The vessel record of a fleet entry, with the spec's field names (spec 1 section 3, Vessel record): the
 * typed form of the legacy `vessel` JSON string. Knots, t/day, t, m, t/cm, m3. Everything is optional
 * here; the shared normaliser (legacy-payload.ts) applies the defaults and limits REST applies.
 */
@InputType()
export class VesselCalcInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field(() => String, { nullable: true }) vesselName?: string | null;
  @Field(() => Float, { nullable: true, description: 'Summer deadweight, t' }) vesselDwt?: number | null;
  @Field(() => Float, { nullable: true, description: 'Summer draft, m' }) vesselDraftS?: number | null;
  @Field(() => Float, { nullable: true, description: 't/cm' }) vesselTPC?: number | null;
  @Field(() => Float, { nullable: true }) vesselLightShip?: number | null;
  @Field(() => Float, { nullable: true }) vesselLOA?: number | null;
  @Field(() => Float, { nullable: true, description: 'm3' }) vesselGrainCap?: number | null;
  @Field(() => Float, { nullable: true, description: 'm3' }) vesselBaleCap?: number | null;
  @Field(() => Float, { nullable: true, description: 'Constants, t' }) Constants?: number | null;
  @Field(() => FuelType, { nullable: true }) fuelType?: FuelType | null;
  @Field(() => YesNo, { nullable: true, description: 'Default Yes (spec 1 section 9)' }) vesselScrubber?: YesNo | null;
  @Field(() => Float, { nullable: true, description: 'Fresh-water capacity, m3 (carried full)' }) fwCapacity?:
    number | null;
  @Field(() => Float, { nullable: true }) vesselBalSpd1?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmHS1?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmLS1?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmMGO1?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalSpd2?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmHS2?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmLS2?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmMGO2?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalSpd3?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmHS3?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmLS3?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmMGO3?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalSpd4?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmHS4?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmLS4?: number | null;
  @Field(() => Float, { nullable: true }) vesselBalConsmMGO4?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnSpd1?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmHS1?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmLS1?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmMGO1?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnSpd2?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmHS2?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmLS2?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmMGO2?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnSpd3?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmHS3?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmLS3?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmMGO3?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnSpd4?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmHS4?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmLS4?: number | null;
  @Field(() => Float, { nullable: true }) vesselLdnConsmMGO4?: number | null;
  @Field(() => Boolean, { nullable: true }) vesselBalComb1Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselBalComb2Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselBalComb3Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselBalComb4Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselLadComb1Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselLadComb2Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselLadComb3Selected?: boolean | null;
  @Field(() => Boolean, { nullable: true }) vesselLadComb4Selected?: boolean | null;
  @Field(() => Float, { nullable: true }) vesselPIdleConsmHS?: number | null;
  @Field(() => Float, { nullable: true }) vesselPIdleConsmLS?: number | null;
  @Field(() => Float, { nullable: true }) vesselPIdleConsmMGO?: number | null;
  @Field(() => Float, { nullable: true }) vesselPLdgConsmHS?: number | null;
  @Field(() => Float, { nullable: true }) vesselPLdgConsmLS?: number | null;
  @Field(() => Float, { nullable: true }) vesselPLdgConsmMGO?: number | null;
  @Field(() => Float, { nullable: true }) vesselPDischConsmHS?: number | null;
  @Field(() => Float, { nullable: true }) vesselPDischConsmLS?: number | null;
  @Field(() => Float, { nullable: true }) vesselPDischConsmMGO?: number | null;
  @Field(() => Float, { nullable: true }) vesselVExtraConsmHS?: number | null;
  @Field(() => Float, { nullable: true }) vesselVExtraConsmLS?: number | null;
  @Field(() => Float, { nullable: true }) vesselVExtraConsmMGO?: number | null;
}
