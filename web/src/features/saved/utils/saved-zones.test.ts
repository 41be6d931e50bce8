import { describe, expect, it } from 'vitest';
import type { SavedCalculatorState } from '../../calculator/utils/saved-state';
import { savedPortNames, withTimeZones } from './saved-zones';

const state = (rows: { port: string; timeZone?: string | null }[]) =>
  ({
    draft: {},
    entry: {},
    result: { portToPortOperationResultMap: rows.map((r, i) => ({ index: i, rowId: String(i), ...r })) },
  }) as unknown as SavedCalculatorState;

describe('a saved voyage’s port zones', () => {
  it('asks each named port once, in row order', () => {
    expect(
      savedPortNames(state([{ port: 'Qingdao' }, { port: '' }, { port: 'Tubarao' }, { port: 'Qingdao' }])),
    ).toEqual(['Qingdao', 'Tubarao']);
  });

  it('gives each row its port’s zone; a stored zone wins; an unknown port keeps null', () => {
    const s = state([{ port: 'Qingdao' }, { port: 'Tubarao', timeZone: 'America/Bahia' }, { port: 'Atlantis' }]);
    const out = withTimeZones(s, ['Qingdao', 'Tubarao', 'Atlantis'], ['Asia/Shanghai', 'America/Sao_Paulo', null]);
    expect(out.result.portToPortOperationResultMap.map((r) => r.timeZone)).toEqual([
      'Asia/Shanghai',
      'America/Bahia',
      null,
    ]);
    expect(s.result.portToPortOperationResultMap[0]!.timeZone).toBeUndefined();
  });

  it('is the stored voyage itself until the zones arrive', () => {
    const s = state([{ port: 'Qingdao' }]);
    expect(withTimeZones(s, ['Qingdao'], undefined)).toBe(s);
  });
});
