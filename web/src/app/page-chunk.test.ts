import { describe, expect, it } from 'vitest';
import { pageChunk } from './page-chunk';

describe('pageChunk', () => {
  it('asks for the chunk once, joined by later callers, and keeps its export', async () => {
    let calls = 0;
    const chunk = pageChunk(async () => {
      calls += 1;
      return 'Screen';
    });
    expect(chunk.loaded()).toBeNull();
    const [a, b] = await Promise.all([chunk.preload(), chunk.preload()]);
    expect([a, b, calls]).toEqual(['Screen', 'Screen', 1]);
    expect(chunk.loaded()).toBe('Screen');
    await chunk.preload();
    expect(calls).toBe(1);
  });

  it('asks again after a failure', async () => {
    let calls = 0;
    const chunk = pageChunk(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'Screen';
    });
    await expect(chunk.preload()).rejects.toThrow('offline');
    expect(chunk.loaded()).toBeNull();
    await expect(chunk.preload()).resolves.toBe('Screen');
    expect(calls).toBe(2);
  });
});
