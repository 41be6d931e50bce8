import type { VesselInput } from '../../../__generated__/graphql';
import {
  CATALOGUE_NUMBER_FIELDS,
  CONSUMPTION_FIELDS,
  vesselNumberErrors,
  vesselNumberInput,
  type VesselNumberField,
  type VesselNumberForm,
} from '../../vessels/utils/vessel-number-form';

export { refusedNumber } from '../../vessels/utils/vessel-number-form';

/**
 * The Create New Vessel form (spec 1 section 2, validation in section 5): text as typed, checked with the
 * vessel forms' shared rules (`vessels/utils/vessel-number-form.ts`: name required, numbers may not
 * start with 0), turned into a VesselInput on Save.
 */

/** The catalogue numbers of Create New Vessel: those of the vessel dialog but Beam. */
export const VESSEL_MAIN_FIELDS: readonly VesselNumberField[] = CATALOGUE_NUMBER_FIELDS.filter(
  (f) => f.key !== 'vesselBeam',
);

export const ALL_NUMBER_FIELDS: readonly VesselNumberField[] = [...VESSEL_MAIN_FIELDS, ...CONSUMPTION_FIELDS];

export type VesselForm = VesselNumberForm;

/** A blank form: fuel type TYPE0 and scrubber Yes (spec 1 section 9). */
export function blankVesselForm(): VesselForm {
  return { vesselName: '', fuelType: 'TYPE0', vesselScrubber: 'YES', numbers: {} };
}

/** The form's problems by field key (vesselName, or a number field's key); empty when it can be saved. */
export function vesselFormErrors(form: VesselForm): Record<string, string> {
  return vesselNumberErrors(form, ALL_NUMBER_FIELDS);
}

/** The createVessel input of a valid form; blank number fields are left out (the server's defaults). */
export function vesselFormInput(form: VesselForm): VesselInput {
  return vesselNumberInput(form, ALL_NUMBER_FIELDS, 'omit') as VesselInput;
}
