import { describe, expect, it } from 'vitest';
import { knownEuFlag } from './eu-flags';

describe('knownEuFlag', () => {
  it('is the stored flag while the row keeps the port it was read for', () => {
    expect(knownEuFlag({ port: 'Rotterdam', isEu: true, euPort: 'Rotterdam' })).toBe(true);
    expect(knownEuFlag({ port: 'Qingdao', isEu: false, euPort: 'Qingdao' })).toBe(false);
  });

  it('says nothing for a changed port, a row added here or a draft kept from before the flag existed', () => {
    expect(knownEuFlag({ port: 'Hamburg', isEu: false, euPort: 'Qingdao' })).toBeNull();
    expect(knownEuFlag({ port: 'Hamburg' })).toBeNull();
    expect(knownEuFlag({ port: 'Hamburg', isEu: true })).toBeNull();
  });
});
