import { describe, expect, it } from 'vitest';
import {
  autoRowsFrom,
  autoRowsInput,
  autoRowsOf,
  selectAllState,
  setAutoRowDate,
  toggleAllAutoRows,
  toggleAutoRow,
  type EmailPosition,
} from './fleet-auto-selection';
import { emailPositionFilter, regionChips, toggleRegion, DEFAULT_AUTO_FILTERS } from './fleet-auto-filters';

function position(id: number, extra: Partial<EmailPosition> = {}): EmailPosition {
  return {
    id: `EmailPosition-${id}`,
    databaseId: id,
    vesselName: `V${id}`,
    vesselId: null,
    dwt: 58_000,
    built: 2011,
    gears: 'C4x30',
    portName: 'Qingdao',
    portRegion: 'Far East',
    lat: 36,
    lng: 120,
    dateOpen: '2027-01-10T00:00:00.000Z',
    emailDate: '2027-01-07T09:00:00.000Z',
    subject: 'POSITIONS',
    sender: 'broker@example.com',
    conflicts: [],
    sources: [],
    ...extra,
  };
}

const rows = () => autoRowsFrom([position(1, { vesselId: 11 }), position(2), position(3, { dateOpen: null })]);

describe('Auto tab selection', () => {
  it('starts unticked with the e-mail dates, blank where none', () => {
    const r = rows();
    expect(r.map((x) => x.selected)).toEqual([false, false, false]);
    expect(r.map((x) => x.dateOpening)).toEqual(['10/Jan/2027 00:00', '10/Jan/2027 00:00', '']);
  });

  it('select-all is checked when all are ticked and indeterminate when only some are', () => {
    let r = rows();
    expect(selectAllState(r)).toEqual({ checked: false, indeterminate: false });
    r = toggleAutoRow(r, 2, true);
    expect(selectAllState(r)).toEqual({ checked: false, indeterminate: true });
    r = toggleAllAutoRows(r, true);
    expect(selectAllState(r)).toEqual({ checked: true, indeterminate: false });
    r = toggleAutoRow(r, 1, false);
    expect(selectAllState(r)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(toggleAllAutoRows(r, false))).toEqual({ checked: false, indeterminate: false });
    expect(selectAllState([])).toEqual({ checked: false, indeterminate: false });
  });

  it('is only partly ticked while the search has unticked rows still to load', () => {
    const every = toggleAllAutoRows(rows(), true);
    expect(selectAllState(every, true)).toEqual({ checked: false, indeterminate: true });
    expect(selectAllState(every, false)).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState(rows(), true)).toEqual({ checked: false, indeterminate: false });
  });

  it('keeps the edited rows and ticks the rows that arrive while Select all is on', () => {
    const edited = setAutoRowDate(toggleAutoRow(rows(), 2, true), 2, '01/Feb/2027 00:00');
    const loaded = [position(1, { vesselId: 11 }), position(2), position(3, { dateOpen: null }), position(4)];
    const off = autoRowsOf(loaded, edited);
    expect(off.map((r) => r.selected)).toEqual([false, true, false, false]);
    expect(off[1]!.dateOpening).toBe('01/Feb/2027 00:00');
    const on = autoRowsOf(loaded, toggleAllAutoRows(edited, true), true);
    expect(on.map((r) => r.selected)).toEqual([true, true, true, true]);
    expect(on[3]!.dateOpening).toBe(autoRowsFrom([position(4)])[0]!.dateOpening);
    // Rows new to the list start unticked when Select all is off.
    expect(autoRowsOf([position(5)], edited)[0]!.selected).toBe(false);
  });

  it('copies a date edited on a ticked row to every ticked row', () => {
    let r = toggleAutoRow(toggleAutoRow(rows(), 1, true), 3, true);
    r = setAutoRowDate(r, 1, '20/Jan/2027 12:00');
    expect(r.map((x) => x.dateOpening)).toEqual(['20/Jan/2027 12:00', '10/Jan/2027 00:00', '20/Jan/2027 12:00']);
  });

  it('keeps a date edited on an unticked row on that row', () => {
    const r = setAutoRowDate(toggleAutoRow(rows(), 1, true), 2, '21/Jan/2027 00:00');
    expect(r.map((x) => x.dateOpening)).toEqual(['10/Jan/2027 00:00', '21/Jan/2027 00:00', '']);
  });

  it('Save: nothing without ticks, a date message when a ticked row has none, else the lines', () => {
    expect(autoRowsInput(rows())).toEqual({ kind: 'none' });
    expect(autoRowsInput(toggleAllAutoRows(rows(), true))).toEqual({ kind: 'missingDate' });
    const ok = autoRowsInput(toggleAutoRow(toggleAutoRow(rows(), 1, true), 2, true));
    expect(ok.kind).toBe('ok');
    if (ok.kind !== 'ok') return;
    expect(ok.lines).toHaveLength(2);
    expect(ok.lines[0]).toMatchObject({
      vesselId: 11,
      vesselName: 'V1',
      port: 'Qingdao',
      dwt: 58_000,
      dateOpening: '2027-01-10T00:00:00.000Z',
    });
    expect(ok.lines[1]).not.toHaveProperty('vesselId');
  });
});

describe('Auto tab filters', () => {
  it('builds the emailPositions filter from days, size, gear and regions', () => {
    const now = new Date('2027-01-10T12:00:00Z');
    expect(emailPositionFilter(DEFAULT_AUTO_FILTERS, now)).toEqual({
      emailDateLower: '2027-01-09T12:00:00.000Z',
      emailDateUpper: '2027-01-10T12:00:00.000Z',
      dwtLower: 0,
      dwtUpper: 99_999_999,
      gear: 'All',
      portRegion: ['Unknown'],
    });
    const cape = emailPositionFilter({ days: 3, vesselType: '100001_99999999', gear: 'Gearless', regions: [] }, now);
    expect(cape).toMatchObject({
      emailDateLower: '2027-01-07T12:00:00.000Z',
      dwtLower: 100_001,
      dwtUpper: 99_999_999,
      portRegion: [],
    });
  });

  it('shows at most two region chips and counts the rest', () => {
    expect(regionChips(['A'])).toEqual({ shown: ['A'], more: 0 });
    expect(regionChips(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
  });

  it('keeps chosen regions in list order', () => {
    const all = ['Unknown', 'Far East', 'ECSA'];
    expect(toggleRegion(all, ['ECSA'], 'Unknown', true)).toEqual(['Unknown', 'ECSA']);
    expect(toggleRegion(all, ['Unknown', 'ECSA'], 'Unknown', false)).toEqual(['ECSA']);
  });
});
