import { describe, expect, it } from 'vitest';
import { autoRowsFrom, autoRowsInput, type EmailPosition } from './fleet-auto-selection';
import { linkAutoRow, vesselFormOfPosition } from './fleet-auto-vessel';

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

describe('Auto tab: a position offered for the catalogue', () => {
  it('prefills the Add Vessel form with the name, DWT and built year the e-mail gave', () => {
    const form = vesselFormOfPosition(position(1, { vesselName: ' OCEAN PRIDE ', dwt: 58_000, built: 2012 }));
    expect(form.vesselName).toBe('OCEAN PRIDE');
    expect(form.numbers).toEqual({ vesselDwt: '58000', vesselBuilt: '2012' });
    expect(form.port).toBe('');
  });

  it('leaves out what the e-mail did not say', () => {
    const form = vesselFormOfPosition(position(1, { dwt: null, built: null }));
    expect(form.numbers).toEqual({});
  });

  it('links the created vessel to its row, ticks it, and adds the fleet line from the catalogue vessel', () => {
    const rows = autoRowsFrom([
      position(1),
      position(2, { vesselName: 'v1 ' }),
      position(3),
      position(4, { vesselId: 9 }),
    ]);
    const next = linkAutoRow(rows, 1, 77);
    expect(next.map((r) => r.position.vesselId)).toEqual([77, 77, null, 9]);
    expect(next.map((r) => r.selected)).toEqual([true, false, false, false]);
    const input = autoRowsInput(next);
    expect(input.kind === 'ok' && input.lines.map((l) => l.vesselId)).toEqual([77]);
  });

  it('changes nothing for a row that is gone', () => {
    const rows = autoRowsFrom([position(1)]);
    expect(linkAutoRow(rows, 5, 77)).toEqual(rows);
  });
});
