import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_RULE_MSG } from '../../shared/auth/role-grant.js';
import { USER_MSG } from '../../shared/validation/user-rules.js';
import { loginToken, rest } from '../helpers/api.js';
import { type BrowserSession, type DemoEmail, logIn, openBrowserSession, toast, waitForPath } from './e2e-support.js';

/** A stored-XSS payload: rendered as text it sets nothing; parsed as HTML it sets window.__xss. */
const XSS = (n: number) => `<img src=x onerror=window.__xss=${n}>`;
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

describe('user management (/user_organization) in Chromium', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowserSession({
      prepare: async (url) => {
        const sa = await loginToken(url, 'superadmin@demo.example');
        const empty = await rest(url, 'POST', '/organization', {
          token: sa,
          body: { organizationName: 'Empty Shipping', organizationCode: 'EMPTY', orgType: 'FOW' },
        });
        expect(empty.status).toBe(200);
      },
    });
    ({ page } = session);
  });
  afterAll(() => session?.close());

  /** The row whose Email (or Name) cell is exactly this text. */
  const row = (text: string) =>
    page.getByTestId('user-row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
  const orgSelect = () => page.getByRole('combobox', { name: 'Organization', exact: true });
  const dialog = () => page.getByTestId('user-dialog');
  const field = (label: string) => dialog().getByLabel(label, { exact: true });
  const role = (name: string) => dialog().getByRole('checkbox', { name, exact: true });
  /** Toggles a role of the checklist by its label, as a user clicks it. */
  const toggle = (name: string) => dialog().getByText(name, { exact: true }).click();
  const open = async (who: DemoEmail) => {
    await logIn(page, who);
    await page.goto('/user_organization');
    await page.getByRole('heading', { level: 1, name: 'User Management for Organization' }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
  };

  it('an ADMIN sees its organization locked, the columns, and no actions on its own row', async () => {
    await logIn(page, 'admin@demo.example');
    await page.goto('/');
    await page.getByTestId('dashboard-tile').filter({ hasText: 'User Management for Organization' }).click();
    await waitForPath(page, '/user_organization');
    await row('sales@demo.example').waitFor();
    await page.getByRole('button', { name: 'Go back' }).waitFor();
    await page.getByRole('button', { name: 'Create User' }).waitFor();
    expect(await orgSelect().isDisabled()).toBe(true);
    expect(await orgSelect().locator('option:checked').textContent()).toBe('Demo Bulk Chartering');
    const table = page.getByRole('table', { name: 'Users' });
    expect(await table.locator('thead th').allTextContents()).toEqual(['S.no', 'Name', 'Email', 'Actions']);
    expect(await row('admin@demo.example').getByRole('button').count()).toBe(0);
    await row('sales@demo.example').getByRole('button', { name: 'Edit sales@demo.example' }).waitFor();
    await row('sales@demo.example').getByRole('button', { name: 'Delete sales@demo.example' }).waitFor();
    expect(await row('Sofia Santos').locator('td').first().textContent()).toMatch(/^\d+$/);

    await page.getByRole('button', { name: 'Go back' }).click();
    await waitForPath(page, '/');
  });

  it('creates a user through the Add User dialog; stored payloads are shown as text', async () => {
    await open('admin@demo.example');
    await page.getByRole('button', { name: 'Create User' }).click();
    await dialog().getByRole('heading', { name: 'Add User' }).waitFor();
    // The checklist: no Super Admin; an ADMIN may grant every other role.
    expect(await dialog().getByRole('checkbox').count()).toBe(3);
    expect(await dialog().getByRole('checkbox', { name: 'Super Admin' }).count()).toBe(0);
    expect(await field('Access Level').inputValue()).toBe('0');
    await field('First Name').fill(XSS(1));
    await field('Last Name').fill(XSS(2));
    await field('Email').fill('xss.user@demo.example');
    await field('Password').fill('Secret!123');
    await field('Date of Birth').fill('12/Mar/1990');
    // Access level 0-9: anything else is ignored.
    await field('Access Level').fill('7');
    for (const ignored of ['x', '12', '-1', '2.5']) await field('Access Level').fill(ignored);
    expect(await field('Access Level').inputValue()).toBe('7');
    await toggle('Sales');
    await toggle('Pricing');
    await toggle('Pricing');
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, USER_MSG.created).waitFor();
    await dialog().waitFor({ state: 'detached' });

    const created = row('xss.user@demo.example');
    await created.waitFor();
    expect(await created.locator('td').nth(1).textContent()).toBe(`${XSS(1)} ${XSS(2)}`);
    expect(await created.locator('img').count()).toBe(0);
    expect(await xssRan(page)).toBeUndefined();

    await created.getByRole('button', { name: 'Edit xss.user@demo.example' }).click();
    await dialog().getByRole('button', { name: 'Update', exact: true }).waitFor();
    expect(await field('First Name').inputValue()).toBe(XSS(1));
    expect(await field('Date of Birth').inputValue()).toBe('12/Mar/1990');
    expect(await field('Access Level').inputValue()).toBe('7');
    expect(await role('Sales').isChecked()).toBe(true);
    expect(await role('Pricing').isChecked()).toBe(false);
    expect(await field('Password').count()).toBe(0);
    await field('Last Name').fill('Plain');
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, USER_MSG.updated).waitFor();
    await row(`${XSS(1)} Plain`).waitFor();
    expect(await xssRan(page)).toBeUndefined();
  });

  it('keeps the dialog and its input when a save is refused', async () => {
    await page.getByRole('button', { name: 'Create User' }).click();
    await field('First Name').fill('Dana');
    await field('Last Name').fill('Duplicate');
    await field('Email').fill('sales@demo.example');
    await field('Password').fill('Secret!123');
    await field('Date of Birth').fill('01/Jan/1985');
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, USER_MSG.emailExists).waitFor();
    expect(await field('First Name').inputValue()).toBe('Dana');
    expect(await field('Last Name').inputValue()).toBe('Duplicate');
    expect(await field('Date of Birth').inputValue()).toBe('01/Jan/1985');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await dialog().waitFor({ state: 'detached' });
    // Closing returns to Add with an empty form.
    await page.getByRole('button', { name: 'Create User' }).click();
    expect(await field('First Name').inputValue()).toBe('');
    await dialog().getByRole('button', { name: 'Close' }).click();
  });

  it('deletes a user after the confirmation', async () => {
    await row('xss.user@demo.example').getByRole('button', { name: 'Delete xss.user@demo.example' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Please confirm if you want to delete user', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, USER_MSG.deleted).waitFor();
    await row('xss.user@demo.example').waitFor({ state: 'detached' });
  });

  it('the admin login picks the organization; an organization without users says so', async () => {
    await open('superadmin@demo.example');
    expect(await orgSelect().isDisabled()).toBe(false);
    await orgSelect().selectOption({ label: 'Other Ocean Carriers' });
    await row('admin@other.example').waitFor();
    await row('sales@demo.example').waitFor({ state: 'detached' });
    expect(await page.getByTestId('user-row').count()).toBe(1);
    await orgSelect().selectOption({ label: 'Empty Shipping' });
    await page.getByText('No User organizaton found.', { exact: true }).waitFor();
  });

  it('Pricing: the organization is locked, ADMIN and Sales are not grantable, an ADMIN user is refused', async () => {
    await open('pricing@demo.example');
    expect(await orgSelect().isDisabled()).toBe(true);
    expect(await row('pricing@demo.example').getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Create User' }).click();
    expect(await role('ADMIN').isDisabled()).toBe(true);
    expect(await role('Sales').isDisabled()).toBe(true);
    expect(await role('Pricing').isDisabled()).toBe(false);
    await dialog().getByRole('button', { name: 'Close' }).click();

    await row('admin@demo.example').getByRole('button', { name: 'Delete admin@demo.example' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ROLE_RULE_MSG.adminOnly).waitFor();
    await row('admin@demo.example').waitFor();
  });
});
