import { GraphQLJSON } from 'graphql-scalars';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({ description: 'A port (id or name/alias) or a position (lat, lng, optional name)' })
export class RoutePointInput {
  @Field(() => Int, { nullable: true, description: 'Stored id of the port.' })
  id?: number;

  @Field(() => String, { nullable: true, description: 'Port name, when no id is given.' })
  name?: string;

  @Field(() => Float, { nullable: true, description: 'Latitude, degrees, for a position at sea.' })
  lat?: number;

  @Field(() => Float, { nullable: true, description: 'Longitude, degrees, for a position at sea.' })
  lng?: number;
}

@InputType({ description: 'One leg to measure: from and to.' })
export class RoutePairInput {
  @Field(() => RoutePointInput, { description: 'Start of the leg.' })
  from!: RoutePointInput;

  @Field(() => RoutePointInput, { description: 'End of the leg.' })
  to!: RoutePointInput;
}

@InputType({ description: 'Vessel dimensions the router checks passages against.' })
export class VesselDimsInput {
  @Field(() => Float, { nullable: true, description: 'Maximum draft, m (Kiel Canal)' })
  draftM?: number;

  @Field(() => Float, { nullable: true, description: 'Length overall, m (Kiel Canal)' })
  loaM?: number;
}

@InputType({ description: "The spec's getPortDistance request: the six route flags and the points" })
export class PortDistanceInput {
  @Field({ defaultValue: false, description: 'Minimise ECA miles (a weighted cost)' })
  eca!: boolean;

  @Field({ defaultValue: false, description: 'Avoid the piracy High Risk Area' })
  hra!: boolean;

  @Field({ defaultValue: false, description: 'Avoid JWC listed areas' })
  jwc!: boolean;

  @Field({ defaultValue: false, description: 'Avoid the Suez Canal' })
  suez!: boolean;

  @Field({ defaultValue: false, description: 'Avoid the Panama Canal' })
  panama!: boolean;

  @Field({ defaultValue: false, description: 'Avoid the Singapore Strait' })
  singapore!: boolean;

  @Field({ defaultValue: true, description: "Let the organization's saved distances win" })
  routeOverride!: boolean;

  @Field({ defaultValue: false, description: 'Also return the route lines (GeoJSON); default false.' })
  getGeometry!: boolean;

  @Field(() => [RoutePointInput], {
    defaultValue: [],
    description: 'Points visited in order; each consecutive pair is a leg.',
  })
  portList!: RoutePointInput[];

  @Field(() => [RoutePairInput], {
    nullable: true,
    description: 'Pairs to measure instead of consecutive portList points',
  })
  routeList?: RoutePairInput[];

  @Field(() => String, { nullable: true, description: 'ISO instant: which ECAs are in force (default now)' })
  date?: string;

  @Field(() => VesselDimsInput, {
    nullable: true,
    description: 'Vessel dimensions that close passages to it (draft, LOA); absent: none closed.',
  })
  vessel?: VesselDimsInput;
}

@ObjectType({ description: 'An end of a measured leg, as placed on the network.' })
export class RoutePointResult {
  @Field({ description: "Port name, or the position as 'lat, lng'." })
  name!: string;

  @Field(() => Float, { description: 'Latitude, degrees.' })
  lat!: number;

  @Field(() => Float, { description: 'Longitude, degrees.' })
  lng!: number;

  @Field(() => Int, { nullable: true, description: 'Stored id of the port; null for a position.' })
  portId!: number | null;

  @Field(() => String, { nullable: true, description: 'Country name of the port, when the point is a known port' })
  country?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "IANA time zone (e.g. Asia/Shanghai): the port's, else of the position",
  })
  timeZone?: string | null;
}

@ObjectType({ description: "One measured pair, keyed 'portA_portB' as in the REST answer" })
export class PortDistance {
  @Field({ description: 'Key of the leg in the answer (from and to).' })
  key!: string;

  @Field(() => RoutePointResult, { description: 'Start of the leg.' })
  from!: RoutePointResult;

  @Field(() => RoutePointResult, { description: 'End of the leg.' })
  to!: RoutePointResult;

  @Field(() => Float, { description: 'nm outside ECAs' })
  distNormal!: number;

  @Field(() => Float, { description: 'nm inside ECAs in force' })
  distEca!: number;

  @Field(() => Float, { description: 'Total distance, nm: distNormal + distEca.' })
  distance!: number;

  @Field(() => [String], {
    description: 'Named passages of the network the route goes through (canals, straits), in order.',
  })
  passages!: string[];

  @Field(() => GraphQLJSON, { nullable: true, description: 'GeoJSON LineString or MultiLineString (split at 180°)' })
  geometry!: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The ECA stretches of the route' })
  ecaGeometry!: unknown;

  @Field({ description: "Whether the distances are the organization's saved override rather than the routed ones." })
  overridden!: boolean;

  @Field(() => String, { nullable: true, description: "The organization's notes on the pair; null when none." })
  notes!: string | null;
}

@InputType({ description: "An organization's own distance (and notes) for a port pair, replacing the routed one." })
export class SavePortDistanceInput {
  @Field({ description: 'Port the leg starts at.' })
  openingPort!: string;

  @Field({ description: 'Port the leg ends at.' })
  endingPort!: string;

  @Field(() => Float, { nullable: true, description: 'Absent with notes: the notes alone are saved' })
  distNormal?: number;

  @Field(() => Float, { nullable: true, description: 'Distance inside ECA, nm.' })
  distEca?: number;

  @Field(() => String, { nullable: true, description: 'Notes on the pair.' })
  notes?: string;
}

@InputType({ description: 'The saved distance to remove: by its id, or by its two ports.' })
export class ResetPortDistanceInput {
  @Field(() => ID, { nullable: true, description: 'Id of the saved override.' })
  id?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Port the leg starts at (with endingPort, when no id is given).',
  })
  openingPort?: string;

  @Field(() => String, { nullable: true, description: 'Port the leg ends at.' })
  endingPort?: string;
}
