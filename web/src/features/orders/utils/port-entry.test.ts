import { describe, expect, it } from 'vitest';
import { PORT_MSG } from '../../../../../shared/ports/port-choice';
import { customToggled, EMPTY_PORT, pickedPort, portEntryIssue, resolvedPort, typedPort } from './port-entry';

const TUBARAO = { databaseId: 3, name: 'Tubarão', country: 'Brazil', lat: -20.29, lng: -40.24, aliases: ['TUBARAO'] };
const AU = {
  databaseId: 1,
  name: 'Newcastle (AU)',
  country: 'Australia',
  lat: -32.92,
  lng: 151.78,
  aliases: ['NEWCASTLE'],
};
const UK = {
  databaseId: 2,
  name: 'Newcastle (UK)',
  country: 'United Kingdom',
  lat: 55,
  lng: -1.43,
  aliases: ['NEWCASTLE'],
};

describe('port entry', () => {
  it("ties typed text that names one port, keeping the text: 'Tubarao' is Tubarão (Brazil)", () => {
    const typed = typedPort(EMPTY_PORT, 'Tubarao');
    expect(portEntryIssue(typed, 'Loading')).toEqual({ field: 'port', message: PORT_MSG.unknown('Tubarao') });
    const tied = resolvedPort(typed, [TUBARAO, AU]);
    expect(tied).toMatchObject({ port: 'Tubarao', portId: 3, portName: 'Tubarão', country: 'Brazil', lat: -20.29 });
    expect(portEntryIssue(tied, 'Loading')).toBeNull();
    // Typing again unties it.
    expect(typedPort(tied, 'Tubarao x')).toMatchObject({ portId: null, lat: null, country: null });
  });

  it('says why text is no port: several ports (named), or none', () => {
    const several = resolvedPort(typedPort(EMPTY_PORT, 'Newcastle'), [AU, UK]);
    expect(several.portId).toBeNull();
    expect(several.portProblem).toBe(
      PORT_MSG.ambiguous('Newcastle', ['Newcastle (AU) (Australia)', 'Newcastle (UK) (United Kingdom)']),
    );
    expect(portEntryIssue(several, 'Discharging')?.message).toBe(several.portProblem);
    expect(pickedPort(UK, 'Newcastle')).toMatchObject({ port: 'Newcastle', portId: 2, country: 'United Kingdom' });
    expect(pickedPort(UK, 'somewhere')).toMatchObject({ port: 'Newcastle (UK)' });
    const none = resolvedPort(typedPort(EMPTY_PORT, 'Qingdaoo'), [AU]);
    expect(none.portProblem).toBe(PORT_MSG.unknown('Qingdaoo'));
  });

  it('takes a custom point only explicitly, and only with its position', () => {
    const custom = customToggled(typedPort(EMPTY_PORT, 'Convent berth'), true);
    expect(custom).toMatchObject({ customPoint: true, portId: null, port: 'Convent berth' });
    expect(portEntryIssue(custom)).toEqual({ field: 'lat', message: PORT_MSG.customNeedsPosition });
    expect(portEntryIssue({ ...custom, lat: 30.02, lng: -90.83 })).toBeNull();
    expect(resolvedPort(custom, [TUBARAO])).toBe(custom);
    expect(customToggled({ ...custom, lat: 1, lng: 2 }, false)).toMatchObject({ customPoint: false, lat: null });
  });

  it("lets Commence be empty or 'TBN'", () => {
    expect(portEntryIssue(typedPort(EMPTY_PORT, 'TBN'), 'Commence')).toBeNull();
    expect(portEntryIssue(EMPTY_PORT, 'Commence')).toBeNull();
  });
});
