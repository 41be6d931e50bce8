import { describe, expect, it } from 'vitest';
import { VESSEL_MSG } from '../../../../../shared/validation/vessel-rules';
import {
  blankDialogForm,
  dialogErrors,
  dialogFleetInput,
  dialogVesselInput,
  formOfFleet,
  formOfVessel,
  type FleetRow,
  type VesselRow,
} from './vessel-dialog-form';
import { CATALOGUE_NUMBER_FIELDS, refusedNumber } from './vessel-number-form';

const dwt = CATALOGUE_NUMBER_FIELDS[0]!;

const vesselRow = (over: Partial<VesselRow> = {}): VesselRow => ({
  id: 'VmVzc2VsOjc',
  databaseId: 7,
  version: 1,
  vesselName: 'Ionian Galene',
  vesselDwt: 58000,
  vesselDraftS: 12.8,
  vesselShipowner: 'Galene Shipping',
  vesselCountry: 'Greece',
  vesselIMO: '9700001',
  vesselTPC: 57.5,
  vesselGrainCap: 72000,
  vesselBaleCap: 70000,
  vesselLOA: null,
  vesselBeam: 32.26,
  vesselBuilt: 2015,
  vesselFlag: null,
  fuelType: 'TYPE1',
  vesselScrubber: 'NO',
  ...over,
});

const fleetRow = (over: Partial<FleetRow> = {}): FleetRow => ({
  id: 'RmxlZXRFbnRyeToz',
  databaseId: 3,
  version: 1,
  vesselId: null,
  vesselVersion: null,
  vesselName: 'Spot Tonnage',
  vesselSnapshot: JSON.stringify({ vesselName: 'Old name', vesselDwt: 1, vesselDraftS: 11.2, vesselScrubber: 'No' }),
  dwt: 63500,
  port: 'Kaohsiung',
  dateOpening: '2026-03-04T08:30:00.000Z',
  hirePerDay: 14250,
  hireGbb: 0,
  createdUserName: 'Pat Pricing',
  ...over,
});

describe('the {Add|Update} Vessel dialog form', () => {
  it('requires the vessel name with the spec message', () => {
    expect(dialogErrors(blankDialogForm(), false)).toEqual({ vesselName: VESSEL_MSG.nameRequired });
    expect(dialogErrors({ ...blankDialogForm(), vesselName: '   ' }, false).vesselName).toBe('Vessel Name is required');
  });

  it("refuses a leading zero ('012') but takes a number below 1 (0.5, 0.3) and 0 itself", () => {
    expect(refusedNumber(dwt, '012')).toBe('DWT cannot start with 0');
    expect(refusedNumber(dwt, '00.5')).toBe('DWT cannot start with 0');
    expect(refusedNumber(dwt, '0.5')).toBeNull();
    expect(refusedNumber(dwt, '0.3')).toBeNull();
    expect(refusedNumber(dwt, '0')).toBeNull();
    expect(refusedNumber(dwt, 'abc')).toBe('DWT must be a number');
    expect(refusedNumber({ key: 'vesselBuilt', label: 'Built', integer: true }, '2015.5')).toBe(
      'Built must be a whole number',
    );
  });

  it('on update, refuses a blank never-empty number (DWT, draft, TPC, capacities) but lets LOA, beam, built clear (ADR 0017)', () => {
    const numbers = { vesselDwt: '', vesselDraftS: ' ', vesselTPC: '60', vesselGrainCap: '0', vesselBaleCap: '1' };
    const form = { ...blankDialogForm(), vesselName: 'X', numbers: { ...numbers, vesselLOA: '', vesselBuilt: '' } };
    expect(dialogErrors(form, false, true)).toEqual({
      vesselDwt: 'DWT needs a number (0 for none)',
      vesselDraftS: 'Draft needs a number (0 for none)',
    });
    // Creation: blank is left out and the vessel gets the column's 0.
    expect(dialogErrors(form, false)).toEqual({});
  });

  it('collects every refused field of a save, fleet fields only on the Fleet tab', () => {
    const form = { ...blankDialogForm(), vesselName: 'X', numbers: { vesselDwt: '012', hirePerDay: '-3' } };
    expect(dialogErrors(form, false)).toEqual({ vesselDwt: 'DWT cannot start with 0' });
    expect(dialogErrors(form, true)).toEqual({
      vesselDwt: 'DWT cannot start with 0',
      hirePerDay: 'Hire Per Day cannot be negative',
      port: 'Port Opening is required',
      dateOpening: 'Date Opening is required',
    });
  });

  it('round-trips a list row: create leaves blanks out, update clears them', () => {
    const form = formOfVessel(vesselRow());
    expect(form.vesselScrubber).toBe('NO');
    expect(form.numbers.vesselDwt).toBe('58000');
    expect(form.numbers.vesselLOA).toBe('');
    const created = dialogVesselInput(form, 'create');
    expect(created).toMatchObject({ vesselName: 'Ionian Galene', vesselDwt: 58000, fuelType: 'TYPE1' });
    expect('vesselLOA' in created).toBe(false);
    expect(dialogVesselInput(form, 'update')).toMatchObject({ vesselLOA: null, vesselFlag: null, vesselBuilt: 2015 });
  });

  it('reads a fleet entry: its own name, dwt, port and hire over the snapshot; keeps the time of day', () => {
    const form = formOfFleet(fleetRow());
    expect(form.vesselName).toBe('Spot Tonnage');
    expect(form.numbers.vesselDwt).toBe('63500');
    expect(form.numbers.vesselDraftS).toBe('11.2');
    expect(form.vesselScrubber).toBe('NO');
    expect(form.dateOpening).toBe('04/Mar/2026');
    expect(form.vesselVersion).toBeNull();
    // An entry made from a catalogue vessel carries that vessel's version, which the save sends back.
    expect(formOfFleet(fleetRow({ vesselId: 8, vesselVersion: 4 })).vesselVersion).toBe(4);
    expect(dialogErrors(form, true)).toEqual({});
    expect(dialogErrors({ ...form, dateOpening: '2026-03-09' }, true)).toEqual({
      dateOpening: 'Date Opening must be written DD/MMM/yyyy',
    });
    expect(dialogFleetInput({ ...form, dateOpening: '09/Mar/2026' })).toEqual({
      vesselName: 'Spot Tonnage',
      dwt: 63500,
      port: 'Kaohsiung',
      dateOpening: '2026-03-09T08:30:00.000Z',
      hirePerDay: 14250,
      hireGbb: 0,
    });
  });

  it('reads an unreadable snapshot as an empty record', () => {
    const form = formOfFleet(fleetRow({ vesselSnapshot: '{not json' }));
    expect(form.numbers.vesselDraftS).toBe('');
    expect(form.fuelType).toBe('TYPE0');
  });
});
