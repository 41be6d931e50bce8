import { describe, expect, it } from 'vitest';
import { routePointsOf, toRouteInput } from './route-points';

describe('routePointsOf', () => {
  it('starts at the opening port, skips the Commence placeholder and keeps the voyage order', () => {
    const points = routePointsOf({
      opening: { port: 'Kaohsiung' },
      operations: [
        { operation: 'Commence', port: 'TBN' },
        { operation: 'Loading', port: 'Samarinda', lat: -0.5, lng: 117.15 },
        { operation: 'Discharging', port: 'Krishnapatnam' },
      ],
    });
    expect(points).toEqual([
      { name: 'Kaohsiung', lat: null, lng: null, role: 'Opening' },
      { name: 'Samarinda', lat: -0.5, lng: 117.15, role: 'Loading' },
      { name: 'Krishnapatnam', lat: null, lng: null, role: 'Discharging' },
    ]);
  });

  it('uses a real Commence port without an opening port and drops repeats and blanks', () => {
    const points = routePointsOf({
      operations: [
        { operation: 'COMMENCE', port: 'Santos' },
        { operation: 'LOADING', port: 'santos' },
        { operation: 'PASSING', port: '' },
        { operation: 'DISCHARGING', port: 'Qingdao' },
      ],
    });
    expect(points.map((p) => `${p.role}:${p.name}`)).toEqual(['Commence:Santos', 'Discharging:Qingdao']);
  });

  it('sends the position when known, else the name', () => {
    expect(toRouteInput({ name: 'A', lat: 1, lng: 2, role: 'Loading' })).toEqual({ name: 'A', lat: 1, lng: 2 });
    expect(toRouteInput({ name: 'B', lat: null, lng: null, role: 'Loading' })).toEqual({ name: 'B' });
  });
});
