import { ROLE, type RoleName } from '../../../shared/auth/routes.js';
import { hashPassword } from '../../modules/auth/password.js';
import { Organization, OrgType } from '../../modules/organizations/organization.entity.js';
import { Role } from '../../modules/users/role.entity.js';
import { User } from '../../modules/users/user.entity.js';
import type { Em, Orm } from '../orm.js';

export const DEMO_PASSWORD = 'Demo!2026';

export const DEMO_USERS: {
  email: string;
  firstName: string;
  lastName: string;
  role: RoleName;
  org: 'demo' | 'other';
}[] = [
  { email: 'superadmin@demo.example', firstName: 'Sam', lastName: 'Stewart', role: ROLE.superAdmin, org: 'demo' },
  { email: 'admin@demo.example', firstName: 'Alex', lastName: 'Andersen', role: ROLE.admin, org: 'demo' },
  { email: 'pricing@demo.example', firstName: 'Priya', lastName: 'Patel', role: ROLE.pricing, org: 'demo' },
  { email: 'sales@demo.example', firstName: 'Sofia', lastName: 'Santos', role: ROLE.sales, org: 'demo' },
  { email: 'admin@other.example', firstName: 'Olav', lastName: 'Olsen', role: ROLE.admin, org: 'other' },
];

/**
 * Seeds the demo organizations, one user per role and the vessel/order catalogue,
 * in one transaction, only when the database has no organization at all: it never
 * writes over existing data. Returns whether it seeded.
 */
export async function seedDemoIfEmpty(orm: Orm, options: { catalogue?: boolean } = {}): Promise<boolean> {
  const em = orm.em.fork() as Em;
  if ((await em.count(Organization, {})) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await em.transactional(async (tx) => {
    const roles = new Map((await tx.find(Role, {})).map((r) => [r.name, r]));
    const orgs = {
      demo: tx.create(Organization, {
        organizationName: 'Demo Bulk Chartering',
        organizationCode: 'DEMO',
        domain: 'demo.example',
        contactPerson: 'Alex Andersen',
        contactEmail: 'chartering@demo.example',
        contactNumber: '4520000000',
        emailReceiver: 'positions@demo.example',
        orgType: OrgType.FSC,
      }),
      other: tx.create(Organization, {
        organizationName: 'Other Ocean Carriers',
        organizationCode: 'OTHER',
        domain: 'other.example',
        contactPerson: 'Olav Olsen',
        contactEmail: 'ops@other.example',
        orgType: OrgType.FOW,
      }),
    };
    const users = DEMO_USERS.map((u) => {
      const role = roles.get(u.role);
      if (!role) throw new Error(`role ${u.role} missing: ensureReferenceData must run first`);
      const user = tx.create(User, {
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        passwordHash,
        organization: orgs[u.org],
        userAccessLevel: u.role === ROLE.sales ? 1 : 5,
      });
      user.roles.add(role);
      return user;
    });
    await tx.flush();
    if (options.catalogue !== false) {
      const user = (email: string) => {
        const found = users.find((u) => u.email === email);
        if (!found) throw new Error(`demo user ${email} missing`);
        return found;
      };
      // Loaded only when needed: most test servers skip the catalogue.
      const { seedDemoCatalogue } = await import('./demo-catalogue.js');
      const { DEMO_FLEETS } = await import('./demo-fleets.js');
      const { DEMO_ORDERS } = await import('./demo-orders.js');
      const { OTHER_ORDERS, PRICING_ORDERS } = await import('./demo-orders-team.js');
      // Every demo user who may open the calculator (ADMIN, Pricing) has orders and a fleet of their own.
      const admin = user('admin@demo.example');
      await seedDemoCatalogue(tx as Em, orgs.demo, admin, [
        { user: admin, orders: DEMO_ORDERS, fleet: DEMO_FLEETS.admin },
        { user: user('pricing@demo.example'), orders: PRICING_ORDERS, fleet: DEMO_FLEETS.pricing },
      ]);
      // The other organization keeps a catalogue of its own: its Capesize-to-Kamsarmax tonnage.
      const otherAdmin = user('admin@other.example');
      await seedDemoCatalogue(
        tx as Em,
        orgs.other,
        otherAdmin,
        [{ user: otherAdmin, orders: OTHER_ORDERS, fleet: DEMO_FLEETS.other }],
        (v) => v.vesselDwt >= 80_000,
      );
      // Position e-mails for the calculator's Add Fleet "Auto" tab (some link to the catalogue above).
      const { seedDemoPositions } = await import('./demo-positions.js');
      await seedDemoPositions(tx as Em, orgs.demo);
    }
  });
  return true;
}
