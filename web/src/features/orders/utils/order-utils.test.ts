import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from '../../../../../shared/validation/order-rules';
import { formatDate, formatDateTime } from '../../../lib/format';
import { parseDateTime } from './order-dates';
import { canRemoveRow, effectiveRows, insertRow, newOrderForm, orderFormIssues, withTerms } from './order-form';
import { EMPTY_SEARCH, pageRangeText, toSearchInput, togglePinned, unreadableSearchDates } from './order-list';

describe('order dates', () => {
  it('formats DD/MMM/yyyy and DD/MMM/yyyy HH:mm and reads them back', () => {
    const d = parseDateTime('05/jun/2027 08:30')!;
    expect(formatDateTime(d)).toBe('05/Jun/2027 08:30');
    expect(formatDate(d)).toBe('05/Jun/2027');
    expect(parseDateTime('31/Feb/2027 00:00')).toBeUndefined();
    expect(parseDateTime('2027-06-05')).toBeUndefined();
    // The API's date rule: real days and times only, years 1950-2200, always UTC.
    expect(parseDateTime('29/Feb/2027')).toBeUndefined();
    expect(parseDateTime('29/Feb/2028')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseDateTime('05/Jun/2027 24:00')).toBeUndefined();
    expect(parseDateTime('05/Jun/1900')).toBeUndefined();
  });
});

describe('orders list helpers', () => {
  it('shows the range of the page', () => {
    expect(pageRangeText(0, 10, 23, 10)).toBe('1-10 of 23');
    expect(pageRangeText(2, 10, 23, 3)).toBe('21-23 of 23');
    expect(pageRangeText(0, 10, 0, 0)).toBe('0-0 of 0');
  });
  it('toggles a pin, ascending', () => {
    expect(togglePinned([5, 2], 3, true)).toEqual([2, 3, 5]);
    expect(togglePinned([2, 3], 3, false)).toEqual([2]);
  });
});

describe('order form', () => {
  it('lists the spec messages of a blank new order', () => {
    const messages = orderFormIssues(newOrderForm()).map((i) => i.message);
    expect(messages).toEqual([
      ORDER_MSG.nameRequired,
      ORDER_MSG.laycanStartRequired,
      ORDER_MSG.laycanEndRequired,
      ORDER_MSG.portRequired('Loading'),
      ORDER_MSG.rateAboveZero('Loading'),
      ORDER_MSG.portRequired('Discharging'),
      ORDER_MSG.rateAboveZero('Discharging'),
    ]);
  });
  it('copies Single Freight terms to later Loading rows and places new ports by type', () => {
    const form = newOrderForm();
    form.rows = insertRow(form.rows, 'Loading');
    expect(form.rows.map((r) => r.operation)).toEqual(['Loading', 'Loading', 'Discharging']);
    form.rows[0] = { ...form.rows[0]!, freight: 11, adcom: 2.5 };
    expect(effectiveRows(form)[1]).toMatchObject({ freight: 11, adcom: 2.5 });
    expect(effectiveRows({ ...form, freightMode: 'Multiple Freight' })[1]).toMatchObject({ freight: null });
    expect(canRemoveRow(form.rows[2]!, 2, form.rows)).toBe(false);
    expect(canRemoveRow(form.rows[1]!, 1, form.rows)).toBe(true);
    expect(canRemoveRow(form.rows[0]!, 0, form.rows)).toBe(false);
  });
  it('sets the factor from the terms', () => {
    expect(withTerms(newOrderForm().rows[0]!, 'SHEX-24hrs').factor).toBe(1.1667);
  });
});

describe('dates are UTC whatever the browser’s zone', () => {
  it('reads and shows a laycan the same in Singapore as in Rotterdam', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['Asia/Singapore', 'Europe/Amsterdam', 'America/Houston']) {
        process.env.TZ = tz;
        const d = parseDateTime('20/Feb/2027 06:30');
        expect(d?.toISOString()).toBe('2027-02-20T06:30:00.000Z');
        expect(formatDateTime('2027-02-20T23:30:00.000Z')).toBe('20/Feb/2027 23:30');
        expect(formatDate('2027-02-20T23:30:00.000Z')).toBe('20/Feb/2027');
      }
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('the orders search row', () => {
  it('sends every column typed in, together, and leaves blank columns out', () => {
    const input = toSearchInput({ ...EMPTY_SEARCH, texts: { cargo: ' iron ', name: 'cape', account: '  ' } });
    expect(input).toEqual({
      columns: [
        { column: 'NAME', text: 'cape' },
        { column: 'CARGO', text: 'iron' },
      ],
    });
    expect(toSearchInput(EMPTY_SEARCH)).toBeUndefined();
  });

  it('searches created dates as whole UTC days, whatever the browser’s zone', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Singapore', 'America/Houston']) {
        process.env.TZ = tz;
        expect(toSearchInput({ ...EMPTY_SEARCH, createdFrom: '05/Jun/2027', createdTo: '06/jun/2027' })).toEqual({
          createdFrom: '2027-06-05T00:00:00.000Z',
          createdTo: '2027-06-06T23:59:59.999Z',
        });
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('names the created dates that are not DD/MMM/yyyy days and sends none of them', () => {
    const draft = { ...EMPTY_SEARCH, createdFrom: '2000-01-01', createdTo: ' ' };
    expect(unreadableSearchDates(draft)).toEqual(['createdFrom']);
    expect(toSearchInput(draft)).toBeUndefined();
    expect(unreadableSearchDates({ ...draft, createdFrom: '01/Jan/2000', createdTo: '31/Feb/2000' })).toEqual([
      'createdTo',
    ]);
  });
});
