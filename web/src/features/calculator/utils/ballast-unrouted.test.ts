import { describe, expect, it } from 'vitest';
import { unroutedShort, unroutedText, type UnroutedBallast } from './ballast-unrouted';

const leg: UnroutedBallast = {
  port: 'Kansas City',
  end: 'open',
  code: 'OFF_NETWORK',
  reason: 'Kansas City is on land more than 60 nm from navigable water',
  distNormal: 1200,
  distEca: 34,
};

describe('an unrouted ballast leg as the calculator words it', () => {
  it('names the port on the fleet row', () => {
    expect(unroutedShort(leg)).toBe('Kansas City not routed');
  });

  it('says which end, the code, the reason and the distance used in its place', () => {
    expect(unroutedText(leg)).toBe(
      "Ballast leg from Kansas City could not be routed (OFF_NETWORK: Kansas City is on land more than 60 nm from navigable water): the order's first-row distance of 1,234 nm is used.",
    );
    expect(unroutedText({ ...leg, end: 'first', distNormal: 0, distEca: 0 })).toMatch(
      /^Ballast leg to Kansas City could not be routed .*no distance is given, so the figures leave the ballast leg out \(0 nm\)\.$/,
    );
  });
});
