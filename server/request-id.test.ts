import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFrom', () => {
  it("keeps a caller's sane token as it is", () => {
    for (const id of ['abc', 'f3b2c1d0-1234-4abc-9def-0123456789ab', 'Root=1-67891233:trace_7.x', 'a'.repeat(128)]) {
      expect(requestIdFrom(id)).toBe(id);
    }
  });

  it('generates a UUID when the header is absent, repeated, empty, too long or not one token', () => {
    const refused = [undefined, ['a', 'b'], '', 'a'.repeat(129), 'two words', 'x\r\nSet-Cookie: y', '"quoted"', 'é'];
    for (const header of refused) expect(requestIdFrom(header)).toMatch(UUID);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});
