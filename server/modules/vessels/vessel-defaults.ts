/** The Vessel entity's fields that may be left out when one is created (vessel.entity.ts). */

type Row = 1 | 2 | 3 | 4;
/** The 4 ballast and 4 laden speed/consumption rows. */
type SpeedTableField =
  | `vessel${'Bal' | 'Ldn'}${'Spd' | 'ConsmHS' | 'ConsmLS' | 'ConsmMGO'}${Row}`
  | `vessel${'Bal' | 'Lad'}Comb${Row}Selected`;
type PortConsumptionField = `vessel${'PIdle' | 'PLdg' | 'PDisch' | 'VExtra'}Consm${'HS' | 'LS' | 'MGO'}`;
type NullableField =
  | 'vesselIMO'
  | 'vesselBuilt'
  | 'vesselLOA'
  | 'vesselBeam'
  | 'vesselGRT'
  | 'vesselNRT'
  | 'vesselGears'
  | 'vesselGrabs'
  | 'vesselFlag'
  | 'vesselClass'
  | 'vesselHolds'
  | 'vesselHatches'
  | 'vesselCO2'
  | 'vesselAHL'
  | 'vesselIceClass'
  | 'vesselType'
  | 'vesselMMSI'
  | 'vesselShipyard'
  | 'vesselShipowner'
  | 'vesselCountry'
  | 'vesselSource'
  | 'suezGRT'
  | 'suezNRT'
  | 'panamaNT'
  | 'ifoCapacity'
  | 'mgoCapacity'
  | 'fwCapacity'
  | 'subType'
  | 'callSign'
  | 'pandIClub'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'vesselExtraDetails'
  | 'savedBy';
/** The vessel's properties that have a default (VersionedEntity's optional properties on create). */
export type VesselDefaults =
  | SpeedTableField
  | PortConsumptionField
  | NullableField
  | 'vesselDwt'
  | 'vesselGrainCap'
  | 'vesselBaleCap'
  | 'vesselDraftS'
  | 'vesselTPC'
  | 'vesselLightShip'
  | 'constants'
  | 'fuelType'
  | 'vesselScrubber';
