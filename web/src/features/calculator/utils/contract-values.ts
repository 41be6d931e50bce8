import type { FreightMode, LbMarker, Loadline, OperationType, SulfurMode, YesNo } from '../../../__generated__/graphql';
import type {
  FREIGHT_MODES,
  LEG_CONDITIONS,
  LOADLINES,
  OPERATIONS,
  SULFUR_MODES,
} from '../../../../../shared/contract/calculation';

/**
 * The calculation payload (CalculationPayload) is read as REST reads its JSON body: closed sets are spelt
 * as the legacy API spells them (spec 1 section 3: 'Single Freight', 'Bunkering', 'S', 'Normal', 'laden',
 * 'Yes'), the values behind the GraphQL enums the draft holds. Each table maps an enum name to its value;
 * `Record` keeps them complete against both sides at compile time (ADR 0021, addendum 5).
 */
const FREIGHT_MODE: Record<FreightMode, (typeof FREIGHT_MODES)[number]> = {
  SINGLE_FREIGHT: 'Single Freight',
  MULTIPLE_FREIGHT: 'Multiple Freight',
};

const OPERATION: Record<OperationType, (typeof OPERATIONS)[number]> = {
  COMMENCE: 'Commence',
  LOADING: 'Loading',
  DISCHARGING: 'Discharging',
  PASSING: 'Passing',
  WAITING: 'Waiting',
  BUNKERING: 'Bunkering',
  REDELIVERY: 'Redelivery',
  RELAY: 'Relay',
};

const LOADLINE: Record<Loadline, (typeof LOADLINES)[number]> = {
  SUMMER: 'S',
  TROPICAL_FRESH: 'TF',
  FRESH: 'F',
  TROPICAL: 'T',
  WINTER: 'W',
  WINTER_NORTH_ATLANTIC: 'WNA',
};

const SULFUR: Record<SulfurMode, (typeof SULFUR_MODES)[number]> = { NORMAL: 'Normal', ECA: 'ECA' };

const LB_MARKER: Record<LbMarker, (typeof LEG_CONDITIONS)[number]> = { BALLAST: 'ballast', LADEN: 'laden' };

const YES_NO: Record<YesNo, 'Yes' | 'No'> = { YES: 'Yes', NO: 'No' };

/** An enum's value for the payload; null and undefined pass as they are (absent). */
const valueIn =
  <K extends string, V>(table: Record<K, V>) =>
  <T extends K | null | undefined>(name: T): T extends K ? V : T =>
    (name === null || name === undefined ? name : table[name as K]) as T extends K ? V : T;

export const freightModeValue = valueIn(FREIGHT_MODE);
export const operationValue = valueIn(OPERATION);
export const loadlineValue = valueIn(LOADLINE);
export const sulfurValue = valueIn(SULFUR);
export const lbMarkerValue = valueIn(LB_MARKER);
export const yesNoValue = valueIn(YES_NO);
