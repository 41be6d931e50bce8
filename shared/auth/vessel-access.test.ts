import { describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLE } from './routes.js';
import { mayEditVesselCatalogue } from './vessel-access.js';

describe('mayEditVesselCatalogue', () => {
  it('follows the route table: ADMIN, Pricing and the admin login edit the catalogue, Sales does not', () => {
    expect(mayEditVesselCatalogue([ROLE.admin])).toBe(true);
    expect(mayEditVesselCatalogue([ROLE.pricing])).toBe(true);
    expect(mayEditVesselCatalogue([ROLE.superAdmin])).toBe(true);
    expect(mayEditVesselCatalogue([ROLE.sales])).toBe(false);
    expect(mayEditVesselCatalogue([])).toBe(false);
  });

  it('a role added to Sales grants what that role grants', () => {
    for (const role of ALL_ROLES) {
      expect(mayEditVesselCatalogue([ROLE.sales, role])).toBe(role !== ROLE.sales);
    }
  });
});
