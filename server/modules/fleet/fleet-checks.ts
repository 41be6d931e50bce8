import { ROLE, isSuperAdmin } from '../../../shared/auth/routes.js';
import { fillField, readText } from '../../../shared/validation/boundary.js';
import { CALC_LIMITS } from '../../../shared/validation/calc-warnings.js';
import { FLEET_MSG, missingFleetField } from '../../../shared/validation/vessel-rules.js';
import { badInput, forbidden } from '../../errors/app-error.js';
import type { Actor } from '../auth/actor.js';
import type { FleetEntry } from './fleet-entry.entity.js';
import { FLEET_NULLABLE_NUMBER_FIELDS, FLEET_NUMBER_FIELDS, type FleetDraft } from './fleet-record.js';

const TEXT_MAX = 200;
/** A remark is free text in a text column: a few sentences, not a 1 MB paste. */
const REMARK_MAX = 2_000;
const MAX_TOLERANCE_PCT = CALC_LIMITS.redeliveryTolerancePctMax;

/**
 * Checks the values of a fleet draft (both APIs): numbers finite and not negative (the redelivery
 * tolerance at most 100 %), positions on the globe, text within its column. `prefix` names the line
 * in a list ('0.' for the first).
 */
export function checkFleetDraft(draft: FleetDraft, prefix = ''): void {
  // "" and null are no value; on these columns (never empty, 0 when a line is created without them) no value
  // would write 0 over the saved figure (hirePerDay "" once replaced 24,500 with 0): refused, never rewritten.
  for (const key of FLEET_NUMBER_FIELDS)
    if (draft[key] === null) throw badInput(FLEET_MSG.numberNeeded(key), prefix + key);
  for (const key of [...FLEET_NUMBER_FIELDS, ...FLEET_NULLABLE_NUMBER_FIELDS]) {
    const v = draft[key];
    if (v === undefined || v === null) continue;
    if (!Number.isFinite(v)) throw badInput(`${key} must be a number`, prefix + key);
    if (v < 0) throw badInput(`${key} cannot be negative`, prefix + key);
  }
  if (draft.bnkRedelTolerance != null && draft.bnkRedelTolerance > MAX_TOLERANCE_PCT)
    throw badInput(`bnkRedelTolerance must be at most ${MAX_TOLERANCE_PCT} (percent)`, `${prefix}bnkRedelTolerance`);
  if (draft.lat != null && !(Math.abs(draft.lat) <= 90))
    throw badInput('lat must be between -90 and 90', `${prefix}lat`);
  if (draft.lng != null && !(Math.abs(draft.lng) <= 180))
    throw badInput('lng must be between -180 and 180', `${prefix}lng`);
  // The boundary's text rule (no NUL, within the column), here so GraphQL input is held to it as REST is.
  for (const [key, max] of [
    ['vesselName', TEXT_MAX],
    ['port', TEXT_MAX],
    ['saveLabel', TEXT_MAX],
    ['remark', REMARK_MAX],
  ] as const) {
    const v = draft[key];
    if (v === undefined || v === null) continue;
    const read = readText(v, { max });
    if ('problem' in read) throw badInput(fillField(read.problem, key), prefix + key);
  }
  (draft.splitHire ?? []).forEach((tier, i) => {
    if (!(tier.hireRate >= 0) || !(tier.NoDays >= 0)) {
      throw badInput('splitHire rates and days cannot be negative', `${prefix}splitHire.${i}`);
    }
  });
}

/** A new line needs a vessel, a port and an opening date: 'Please fill required fields' (spec 1 section 5). */
export function checkNewLine(draft: FleetDraft, prefix = ''): void {
  const vesselId = draft.vesselId ?? catalogueIdOf(draft.vessel);
  const missing = missingFleetField({
    ...draft,
    vesselId,
    vesselName: draft.vesselName ?? stringOf(draft.vessel?.vesselName),
  });
  if (missing) throw badInput(FLEET_MSG.requiredFields, prefix + missing);
  checkFleetDraft(draft, prefix);
}

/** The catalogue id carried by a legacy vessel record, if any. */
export function catalogueIdOf(vessel: Record<string, unknown> | null | undefined): number | null {
  const id = vessel?.id;
  const n = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
}

const stringOf = (v: unknown) => (typeof v === 'string' ? v : null);

/**
 * Who may change or discard a fleet entry: its owner, an ADMIN of its organization (the fleet list's
 * Edit and Discard), or the admin login. Others in the organization are refused.
 */
export function assertMayChange(actor: Actor, entry: FleetEntry): void {
  if (entry.user.id === actor.id || isSuperAdmin(actor.roles)) return;
  if (actor.roles.includes(ROLE.admin) && entry.organization.id === actor.organizationId) return;
  throw forbidden(FLEET_MSG.notOwner);
}
