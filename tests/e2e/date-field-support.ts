import type { Locator, Page } from 'playwright-core';

/** The parts of one DateTimeField (web/src/components/DateTimeField.tsx), found by its text input's label. */
export interface DateFieldParts {
  input: Locator;
  /** The calendar button beside the input. */
  trigger: Locator;
  /** The open calendar. */
  calendar: Locator;
  /** The message shown under the input when its text cannot be read. */
  error: Locator;
}

export function dateField(scope: Page | Locator, label: string): DateFieldParts {
  const input = scope.getByLabel(label, { exact: true });
  // `has` is looked up inside each root, so it is built from the page, not from the scope.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  const root = scope
    .locator('[data-scope="date-picker"][data-part="root"]')
    .filter({ has: page.getByLabel(label, { exact: true }) });
  return {
    input,
    trigger: root.getByRole('button', { name: /calendar$/ }),
    calendar: root.locator('[data-scope="date-picker"][data-part="content"][data-state="open"]'),
    error: root.locator('[data-part="error-text"]'),
  };
}

/** A day button of the open calendar by its ISO day (yyyy-mm-dd). */
export function calendarDay(calendar: Locator, isoDay: string): Locator {
  return calendar.locator(`[data-part="table-cell-trigger"][data-value="${isoDay}"]:not([data-outside-range])`);
}

/** Opens the field's calendar, picks a day (the time stays as it was) and closes it with Done. */
export async function pickDay(field: DateFieldParts, isoDay: string): Promise<void> {
  await field.trigger.click();
  await calendarDay(field.calendar, isoDay).click();
  await field.calendar.getByRole('button', { name: 'Done' }).click();
  await field.calendar.waitFor({ state: 'detached' });
}
