import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_MSG } from '../../shared/validation/user-rules.js';
import { type BrowserSession, logIn, openBrowserSession, toast, waitForPath } from './e2e-support.js';

/** A stored-XSS payload: rendered as text it sets nothing; parsed as HTML it sets window.__xss. */
const XSS = (n: number) => `<img src=x onerror=window.__xss=${n}>`;
const xssRan = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss);

describe('organization management (/setup_organization) in Chromium', () => {
  let session: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ page } = session);
  });
  afterAll(() => session?.close());

  const table = () => page.getByRole('table', { name: 'Organizations' });
  const row = (text: string) => page.getByTestId('organization-row').filter({ hasText: text });
  const dialog = () => page.getByTestId('organization-dialog');
  const field = (label: string) => dialog().getByLabel(label, { exact: true });

  it('opens from the Super Admin dashboard tile with its columns and organizations', async () => {
    await logIn(page, 'superadmin@demo.example');
    await page.goto('/');
    await page.getByTestId('dashboard-tile').filter({ hasText: 'Setup Organization' }).click();
    await waitForPath(page, '/setup_organization');
    await page.getByRole('heading', { level: 1, name: 'Setup Organization' }).waitFor();
    await page.getByRole('button', { name: 'Create Organization' }).waitFor();
    await row('Demo Bulk Chartering').waitFor();
    expect(await table().locator('thead th').allTextContents()).toEqual([
      'S.no',
      'Name',
      'Organization Code',
      'Domain',
      'Actions',
    ]);
    const demo = await row('Demo Bulk Chartering').locator('td').allTextContents();
    expect(demo.slice(0, 4)).toEqual(['1', 'Demo Bulk Chartering', 'DEMO', 'demo.example']);
    await row('Demo Bulk Chartering').getByRole('button', { name: 'Edit Demo Bulk Chartering' }).waitFor();
    await row('Demo Bulk Chartering').getByRole('button', { name: 'Delete Demo Bulk Chartering' }).waitFor();
  });

  it('creates an organization with every field; stored payloads are shown as text', async () => {
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await dialog().getByRole('heading', { name: 'Add Organization' }).waitFor();
    await field('Organization Name').fill(`Harbour ${XSS(1)}`);
    await field('Organization Code').fill(XSS(2));
    await field('Domain').fill(XSS(3));
    await field('Contact Person').fill(XSS(4));
    // A numeric input: letters are ignored, digits kept.
    await field('Contact Number').fill('+4520');
    await field('Contact Number').fill('+4520ab');
    expect(await field('Contact Number').inputValue()).toBe('+4520');
    await field('Contact Email').fill('ops@harbour.example');
    await field('Email Receiver').fill('positions@harbour.example');
    await field('Organization Type').selectOption('FMM');
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, ORG_MSG.created).waitFor();
    await dialog().waitFor({ state: 'detached' });

    const created = row(`Harbour ${XSS(1)}`);
    await created.waitFor();
    expect((await created.locator('td').allTextContents()).slice(1, 4)).toEqual([`Harbour ${XSS(1)}`, XSS(2), XSS(3)]);
    expect(await created.locator('img').count()).toBe(0);

    // Update shows every stored field back, the payload as typed.
    await created.getByRole('button', { name: `Edit Harbour ${XSS(1)}` }).click();
    await dialog().getByRole('heading', { name: 'Update Organization' }).waitFor();
    expect(await field('Contact Person').inputValue()).toBe(XSS(4));
    expect(await field('Contact Number').inputValue()).toBe('+4520');
    expect(await field('Contact Email').inputValue()).toBe('ops@harbour.example');
    expect(await field('Email Receiver').inputValue()).toBe('positions@harbour.example');
    expect(await field('Organization Type').inputValue()).toBe('FMM');
    await field('Domain').fill('harbour.example');
    await dialog().getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, ORG_MSG.updated).waitFor();
    await created.filter({ hasText: 'harbour.example' }).waitFor();
    expect(await xssRan(page)).toBeUndefined();
  });

  it('keeps the dialog and its input when a save is refused', async () => {
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await field('Organization Name').fill('Second Demo');
    await field('Organization Code').fill('DEMO');
    await field('Contact Person').fill('Kept Person');
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, ORG_MSG.codeExists).waitFor();
    expect(await field('Organization Name').inputValue()).toBe('Second Demo');
    expect(await field('Contact Person').inputValue()).toBe('Kept Person');
    await field('Organization Code').fill('DEMO2');
    await dialog().getByRole('button', { name: 'Add', exact: true }).click();
    await toast(page, ORG_MSG.created).waitFor();
    await row('Second Demo').waitFor();
  });

  it('deletes after the confirmation; an organization with users is refused, saying what holds it', async () => {
    await row('Second Demo').getByRole('button', { name: 'Delete Second Demo' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Please confirm if you want to delete organization', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    await row('Second Demo').waitFor();

    await row('Second Demo').getByRole('button', { name: 'Delete Second Demo' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, ORG_MSG.deleted).waitFor();
    await row('Second Demo').waitFor({ state: 'detached' });

    await row('Other Ocean Carriers').getByRole('button', { name: 'Delete Other Ocean Carriers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    const held = '1 user belongs to this organization; delete or move them before deleting the organization';
    await toast(page, held).waitFor();
    expect(await page.getByTestId('organization-refusal').textContent()).toBe(held);
    await row('Other Ocean Carriers').waitFor();
  });

  it('is the admin login only: an ADMIN is sent away and has no tile', async () => {
    await logIn(page, 'admin@demo.example');
    await page.goto('/setup_organization');
    await waitForPath(page, '/');
    await page.getByTestId('dashboard-tile').first().waitFor();
    expect(await page.getByTestId('dashboard-tile').filter({ hasText: 'Setup Organization' }).count()).toBe(0);
  });
});
