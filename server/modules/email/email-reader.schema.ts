import { z } from 'zod';
import { isNoValue, numberField, textField } from '../../../shared/validation/boundary.js';
import { emailPositionFilterSchema } from './email-positions.schema.js';

/** 'Updated since last' offers 1 to 30 days (spec 2, Position Reader). */
export const READER_DAYS = { min: 1, max: 30, default: 1 } as const;

/** Most e-mails one reader search answers, newest first. */
export const READER_LIMIT = 500;

const days = z
  .unknown()
  .optional()
  .transform((v, ctx): number => {
    if (isNoValue(v)) return READER_DAYS.default;
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < READER_DAYS.min || n > READER_DAYS.max) {
      ctx.addIssue({
        code: 'custom',
        message: `days must be a whole number from ${READER_DAYS.min} to ${READER_DAYS.max}`,
      });
      return z.NEVER;
    }
    return n;
  });

/**
 * The Position Reader's search (spec 2): Updated since last N days, Region, Vessel Type (dwt bounds),
 * Gears, Search (sender, subject or vessel name) and, for 'searches e-mails by vessel name', vesselName.
 * Region, dwt and gear read exactly as the Auto tab's filters (one rule for both screens).
 */
export const readerFilterSchema = z
  .object(
    {
      days,
      portRegion: emailPositionFilterSchema.shape.portRegion,
      gear: emailPositionFilterSchema.shape.gear,
      dwtLower: numberField({ min: 0 }).transform((v) => v ?? undefined),
      dwtUpper: numberField({ min: 0 }).transform((v) => v ?? undefined),
      search: textField({ max: 200 }).transform((v) => v || undefined),
      vesselName: textField({ max: 200 }).transform((v) => v || undefined),
    },
    { error: 'Send the search filters as an object' },
  )
  .superRefine((f, ctx) => {
    if (f.dwtLower !== undefined && f.dwtUpper !== undefined && f.dwtLower > f.dwtUpper) {
      ctx.addIssue({ code: 'custom', path: ['dwtLower'], message: 'dwtLower cannot be greater than dwtUpper' });
    }
  });

export type ReaderFilterDraft = z.input<typeof readerFilterSchema>;
export type ReaderFilters = z.output<typeof readerFilterSchema>;
