import { describe, expect, it } from 'vitest';
import {
  blankHold,
  editorErrors,
  editorFormOf,
  editorInput,
  toggleSelected,
  type EditorVessel,
} from './vessel-editor-form';
import { CONSUMPTION_FIELDS } from './vessel-number-form';

function vessel(): EditorVessel {
  const record: Record<string, unknown> = { __typename: 'Vessel', id: 5, vesselName: 'Star', vesselDwt: 61000 };
  for (const f of CONSUMPTION_FIELDS) record[f.key] = 0;
  for (const k of ['Bal', 'Lad']) for (const r of [1, 2, 3, 4]) record[`vessel${k}Comb${r}Selected`] = false;
  Object.assign(record, { vesselLdnSpd2: 12.5, vesselLdnConsmHS2: 28, vesselLadComb2Selected: true, vesselIMO: '1' });
  const row = (draft: number) => ({ __typename: 'LoadLineRow', draft, displacement: 0, dwt: 0, freeBoard: 0 });
  record.vesselExtraDetails = {
    __typename: 'VesselExtraDetails',
    vesselTextDescription: 'Geared, 5 holds',
    holdCapacity: [
      {
        __typename: 'HoldCapacity',
        grainCapacity: 14000,
        baleCapacity: 13500,
        length: 25,
        width: 20,
        hatchLength: 17,
        hatchWidth: 15,
        tankTopStrength: 18,
        deckStrength: 3,
        hatchCoverStrength: 2.5,
      },
    ],
    loadLines: {
      __typename: 'LoadLineTable',
      tropicalFresh: row(13.4),
      fresh: row(13.1),
      tropical: row(13),
      summer: row(12.8),
      winter: row(12.5),
      winterNorthAtlantic: row(12.4),
    },
  };
  return record as unknown as EditorVessel;
}

describe('the vessel information editor form', () => {
  it('reads the tables of a vessel as text', () => {
    const form = editorFormOf(vessel());
    expect(form.numbers.vesselLdnConsmHS2).toBe('28');
    expect(form.flags.vesselLadComb2Selected).toBe(true);
    expect(form.loadLines.summer.draft).toBe('12.8');
    expect(form.holds).toHaveLength(1);
    expect(form.holds[0]!.values.hatchCoverStrength).toBe('2.5');
  });

  it('ticks one Selected row per table; unticking leaves none', () => {
    const form = editorFormOf(vessel());
    const laden4 = toggleSelected(form.flags, 'Ldn', 4);
    expect(laden4.vesselLadComb2Selected).toBe(false);
    expect(laden4.vesselLadComb4Selected).toBe(true);
    const ballast1 = toggleSelected(laden4, 'Bal', 1);
    expect(ballast1.vesselLadComb4Selected).toBe(true);
    expect(ballast1.vesselBalComb1Selected).toBe(true);
    expect(Object.values(toggleSelected(laden4, 'Ldn', 4)).filter(Boolean)).toEqual([]);
  });

  it('refuses a leading zero in every table, naming the cell; takes numbers below 1', () => {
    const form = editorFormOf(vessel());
    form.numbers.vesselLdnConsmMGO2 = '0.3';
    expect(editorErrors(form)).toEqual({});
    form.numbers.vesselBalConsmLS3 = '012';
    form.loadLines.winter.freeBoard = '05';
    form.holds.push(blankHold());
    form.holds[1]!.values.width = '-2';
    expect(editorErrors(form)).toEqual({
      vesselBalConsmLS3: 'Ballast 3 LS cannot start with 0',
      'loadLines.winter.freeBoard': 'Winter FreeBoard cannot start with 0',
      'holds.1.width': 'Hold 2 Width cannot be negative',
    });
  });

  it('sends every consumption, the flags and the extra details with the description kept', () => {
    const form = editorFormOf(vessel());
    form.numbers.vesselLdnConsmHS2 = '31.5';
    form.numbers.vesselLdnConsmMGO2 = '0.3';
    form.holds.push(blankHold());
    const input = editorInput(form, 'Geared, 5 holds') as Record<string, unknown>;
    expect(input.vesselLdnConsmHS2).toBe(31.5);
    expect(input.vesselLdnConsmMGO2).toBe(0.3);
    expect(input.vesselLadComb2Selected).toBe(true);
    expect('vesselName' in input || 'vesselDwt' in input || 'vesselIMO' in input).toBe(false);
    expect(input.vesselExtraDetails).toMatchObject({
      vesselTextDescription: 'Geared, 5 holds',
      loadLines: { summer: { draft: 12.8, displacement: 0, dwt: 0, freeBoard: 0 } },
    });
    const holds = (input.vesselExtraDetails as { holdCapacity: Record<string, number>[] }).holdCapacity;
    expect(holds).toHaveLength(2);
    expect(holds[1]).toEqual({
      grainCapacity: 0,
      baleCapacity: 0,
      length: 0,
      width: 0,
      hatchLength: 0,
      hatchWidth: 0,
      tankTopStrength: 0,
      deckStrength: 0,
      hatchCoverStrength: 0,
    });
  });
});
