/**
 * Descriptions of the vessel record's fields (spec 1 section 3 Vessel record, spec 2 section 5 vessel
 * editor), by field name, for the GraphQL schema: the catalogue's Vessel type and VesselInput, and the
 * calculation contract's VesselCalcInput all take theirs from here. Pure data.
 */

const GRADE: Record<string, string> = {
  HS: 'high-sulphur fuel (HS)',
  LS: 'low-sulphur fuel (LS)',
  MGO: 'marine gas oil (MGO)',
};
const CONDITION: Record<string, string> = { Bal: 'ballast', Ldn: 'laden', Lad: 'laden' };
const PORT_MODE: Record<string, string> = {
  PIdle: 'in port while idle (waiting, no cargo work)',
  PLdg: 'in port while loading',
  PDisch: 'in port while discharging',
  VExtra: 'in the Extra row of the vessel editor (additional consumption)',
};

const FIXED: Record<string, string> = {
  vesselName: 'Vessel name as shown in the Vessel List and the fleet; required on creation (at most 200 characters).',
  vesselDwt: 'Summer deadweight, tonnes.',
  vesselIMO: 'IMO number (up to 10 characters); null when not known.',
  vesselGrainCap: 'Grain cubic capacity of all holds, m3.',
  vesselBaleCap: 'Bale cubic capacity of all holds, m3.',
  vesselDraftS: 'Summer draft, metres.',
  vesselTPC: 'Tonnes per centimetre immersion at the summer draft (t/cm).',
  vesselBuilt: 'Year built (four digits); null when not known.',
  vesselLOA: 'Length overall, metres; null when not known.',
  vesselBeam: 'Beam (breadth), metres; null when not known.',
  vesselGRT: 'Gross tonnage (GRT), as a tonnage number; null when not known.',
  vesselNRT: 'Net tonnage (NRT), as a tonnage number; null when not known.',
  vesselLightShip: 'Lightship weight, tonnes.',
  vesselGears: "Cargo gear, free text (e.g. '4 x 30t cranes' or 'Gearless'); null when not given.",
  vesselGrabs: 'Grabs on board, free text; null when not given.',
  constants: 'Constants (stores, spares, unpumpable water) deducted from the deadweight for cargo intake, tonnes.',
  Constants:
    'Constants (stores, spares, unpumpable water) deducted from the deadweight for cargo intake, tonnes; `constants` is the catalogue spelling.',
  fuelType:
    'Fuel type class of the vessel (TYPE0..TYPE4), which selects the fuel price column of the order; default TYPE0.',
  vesselScrubber: 'Whether a scrubber is fitted (Yes/No): with one the vessel may burn HS fuel in ECA; default Yes.',
  vesselFlag: 'Flag state; null when not given.',
  vesselClass: 'Classification society; null when not given.',
  vesselHolds: 'Number of cargo holds; null when not known.',
  vesselHatches: 'Number of hatches; null when not known.',
  vesselCO2: 'CO2 fire-fighting fitted in the holds (Yes/No as the legacy sends it); null when not given.',
  vesselAHL: 'Australian hold ladders fitted (Yes/No); null when not given.',
  vesselIceClass: 'Ice class notation; null when not given.',
  vesselType: 'Vessel type (e.g. Supramax, Panamax); null when not given.',
  vesselMMSI: 'MMSI number (AIS identity, up to 20 characters); null when not given.',
  vesselShipyard: 'Building shipyard; null when not given.',
  vesselShipowner: 'Registered owner; null when not given.',
  vesselCountry: 'Country of build or registration as entered; null when not given.',
  vesselSource: 'Where the particulars come from (e.g. an e-mail or a register); null when not given.',
  suezGRT: 'Suez Canal gross tonnage (SCGT); null when not known.',
  suezNRT: 'Suez Canal net tonnage (SCNT); null when not known.',
  panamaNT: 'Panama Canal net tonnage (PC/UMS NT); null when not known.',
  ifoCapacity: 'Fuel oil tank capacity, m3; null when not known.',
  mgoCapacity: 'Marine gas oil tank capacity, m3; null when not known.',
  fwCapacity: 'Fresh-water tank capacity, m3 (m3 = t at 1.000 t/m3); the vessel sails with full tanks.',
  subType: 'Sub-type within the vessel type (e.g. Ultramax); null when not given.',
  callSign: 'Radio call sign; null when not given.',
  pandIClub: 'P&I club; null when not given.',
  contactName: 'Contact person for the vessel (owner or operator); null when not given.',
  contactEmail: "Contact person's e-mail address; null when not given.",
  contactPhone: "Contact person's telephone number; null when not given.",
  vesselExtraDetails:
    'Extra particulars: holds (capacities, dimensions, strengths), a free description and the load-line table; null when none.',
};

/** The description of a vessel field, or undefined for a name that is not a vessel field. */
export function vesselFieldDoc(name: string): string | undefined {
  if (FIXED[name]) return FIXED[name];
  let m = /^vessel(Bal|Ldn)Spd([1-4])$/.exec(name);
  if (m) return `Speed of ${CONDITION[m[1]!]} row ${m[2]}, knots (0: the row is not used).`;
  m = /^vessel(Bal|Ldn)Consm(HS|LS|MGO)([1-4])$/.exec(name);
  if (m) return `Consumption of ${GRADE[m[2]!]} at the speed of ${CONDITION[m[1]!]} row ${m[3]}, t/day.`;
  m = /^vessel(Bal|Lad)Comb([1-4])Selected$/.exec(name);
  if (m)
    return `Ticks ${CONDITION[m[1]!]} row ${m[2]} as the one the calculation sails with; none ticked: the first row with a speed.`;
  m = /^vessel(PIdle|PLdg|PDisch|VExtra)Consm(HS|LS|MGO)$/.exec(name);
  if (m) return `Consumption of ${GRADE[m[2]!]} ${PORT_MODE[m[1]!]}, t/day.`;
  return undefined;
}
