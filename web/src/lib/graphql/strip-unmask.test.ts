import { print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { calculationStreamSubscription } from '../../features/calculator/graphql/calculator';
import { stripUnmask } from './strip-unmask';

describe('stripUnmask', () => {
  it('leaves no @unmask in the calculation stream document sent over graphql-ws, and every spread', () => {
    const before = print(calculationStreamSubscription);
    expect(before).toContain('@unmask');
    const after = print(stripUnmask(calculationStreamSubscription));
    expect(after).not.toContain('@unmask');
    expect(after.match(/\.\.\.\w+/g)).toEqual(before.match(/\.\.\.\w+/g));
  });
});
