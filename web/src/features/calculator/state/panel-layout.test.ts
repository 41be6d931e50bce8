import { describe, expect, it } from 'vitest';
import { COLLAPSE_PANELS_BELOW_HEIGHT, initialPanelsCollapsed } from './panel-layout';

describe('initialPanelsCollapsed', () => {
  it('collapses the panels on a short viewport (1366 x 768) and expands them on a tall one', () => {
    expect(initialPanelsCollapsed(null, 768)).toBe(true);
    expect(initialPanelsCollapsed(null, COLLAPSE_PANELS_BELOW_HEIGHT - 1)).toBe(true);
    expect(initialPanelsCollapsed(null, COLLAPSE_PANELS_BELOW_HEIGHT)).toBe(false);
    expect(initialPanelsCollapsed(null, 1080)).toBe(false);
  });

  it('keeps the user’s own choice whatever the screen', () => {
    expect(initialPanelsCollapsed(false, 768)).toBe(false);
    expect(initialPanelsCollapsed(true, 1080)).toBe(true);
  });
});
