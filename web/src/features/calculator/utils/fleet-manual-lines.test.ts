import { describe, expect, it } from 'vitest';
import {
  addManualLine,
  initialManualLines,
  isManualLineComplete,
  manualLineIssues,
  manualLinesInput,
  newManualLine,
  patchManualLine,
  removeManualLine,
  typedVesselName,
  type ManualLine,
} from './fleet-manual-lines';

const NOW = new Date(2027, 0, 15, 8, 30);

function complete(key: number, extra: Partial<ManualLine> = {}): ManualLine {
  return {
    ...newManualLine(key, NOW),
    vesselId: 7,
    vesselName: 'Aegeus Nereid',
    dwt: 58_010,
    port: 'Qingdao',
    portId: 12,
    lat: 36,
    lng: 120,
    ...extra,
  };
}

describe('manual fleet lines', () => {
  it('start as one blank line opening now with GBB, hire and hire GBB at 0', () => {
    const [line, ...rest] = initialManualLines(NOW);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({
      vesselName: '',
      port: '',
      dateOpening: '15/Jan/2027 08:30',
      gbb: 0,
      hirePerDay: 0,
      hireGbb: 0,
    });
    expect(isManualLineComplete(line!)).toBe(false);
  });

  it('need a vessel chosen from the catalogue, a port and a readable opening date', () => {
    expect(isManualLineComplete(complete(0))).toBe(true);
    expect(isManualLineComplete(complete(0, { vesselId: null, vesselName: ' ' }))).toBe(false);
    // A typed name without a catalogue vessel has no particulars to price.
    expect(isManualLineComplete(complete(0, { vesselId: null, vesselName: 'Free Text' }))).toBe(false);
    expect(isManualLineComplete(complete(0, { port: '' }))).toBe(false);
    // The port is a port of the table or an explicit custom point with its position, never free text.
    expect(isManualLineComplete(complete(0, { port: 'Qingdaoo', portId: null }))).toBe(false);
    expect(isManualLineComplete(complete(0, { port: 'Off Lome', portId: null, customPoint: true }))).toBe(true);
    expect(isManualLineComplete(complete(0, { port: 'Off Lome', portId: null, customPoint: true, lat: null }))).toBe(
      false,
    );
    expect(isManualLineComplete(complete(0, { dateOpening: '' }))).toBe(false);
    expect(isManualLineComplete(complete(0, { dateOpening: '31/Feb/2027' }))).toBe(false);
  });

  it("'+' adds a line only when every line is complete", () => {
    expect(addManualLine(initialManualLines(NOW), NOW)).toBeNull();
    const two = addManualLine([complete(0)], NOW)!;
    expect(two).toHaveLength(2);
    expect(two[1]!.key).toBe(1);
    expect(addManualLine(two, NOW)).toBeNull();
    const filled = patchManualLine(two, 1, { vesselId: 9, vesselName: 'X', port: 'Santos', portId: 3 });
    expect(addManualLine(filled, NOW)).toHaveLength(3);
  });

  it('line 0 cannot be deleted; others can', () => {
    const lines = [complete(0), complete(1), complete(2)];
    expect(removeManualLine(lines, 0)).toEqual(lines);
    expect(removeManualLine(lines, 1).map((l) => l.key)).toEqual([0, 2]);
  });

  it('typing over the vessel name forgets the chosen vessel and its dwt', () => {
    expect(typedVesselName('Aegeus')).toEqual({ vesselName: 'Aegeus', vesselId: null, dwt: null });
  });

  it('become addToFleet lines only when all are complete', () => {
    expect(manualLinesInput([complete(0), newManualLine(1, NOW)])).toBeNull();
    expect(manualLinesInput([complete(0), complete(1, { vesselId: null })])).toBeNull();
    const input = manualLinesInput([
      complete(0, { hirePerDay: 14_000 }),
      complete(1, { vesselId: 8, vesselName: ' Straits Tembusu ', dwt: null }),
    ])!;
    expect(input[0]).toEqual({
      vesselId: 7,
      vesselName: 'Aegeus Nereid',
      dwt: 58_010,
      port: 'Qingdao',
      lat: 36,
      lng: 120,
      dateOpening: new Date(2027, 0, 15, 8, 30).toISOString(),
      gbb: 0,
      hirePerDay: 14_000,
      hireGbb: 0,
    });
    expect(input[1]).toMatchObject({ vesselId: 8, vesselName: 'Straits Tembusu' });
    expect(input[1]).not.toHaveProperty('dwt');
  });
});

describe('manualLineIssues', () => {
  it('names the missing required fields', () => {
    expect(manualLineIssues(newManualLine(0, NOW))).toEqual({ vessel: true, port: true, date: false });
    expect(manualLineIssues(complete(0, { dateOpening: 'soon' }))).toEqual({ vessel: false, port: false, date: true });
    expect(manualLineIssues(complete(0, { portId: null })).port).toBe(true);
  });
});
