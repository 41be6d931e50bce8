import { z } from 'zod';
import { REGION_FILTER_LIST, type PortRegionOrUnknown } from '../../../shared/ports/port-regions.js';

/** Most rows one search answers (newest e-mails first): far more than the Auto tab can show. */
export const EMAIL_POSITIONS_LIMIT = 500;

/** The gear filter of the Auto tab. */
export const GEAR_FILTERS = ['All', 'Geared', 'Gearless'] as const;
export type GearFilterValue = (typeof GEAR_FILTERS)[number];

/** ISO 8601 date or date-time, as the web and the legacy client send it ('2026-11-20', '2026-11-20T08:00:00Z'). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/i;

/** Absent, null and '' all mean 'no bound' (the legacy client sends empty form fields). */
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A date bound: a Date (GraphQL), an ISO string or epoch milliseconds (REST). */
const dateBound = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): Date | undefined => {
      if (isBlank(v)) return undefined;
      let date: Date | undefined;
      if (v instanceof Date) date = v;
      else if (typeof v === 'number') date = new Date(v);
      else if (typeof v === 'string' && ISO_DATE.test(v.trim())) date = new Date(v.trim());
      if (date && Number.isFinite(date.getTime())) return date;
      ctx.addIssue({ code: 'custom', message: `${field} must be an ISO 8601 date-time` });
      return z.NEVER;
    });

/** A dwt bound in tonnes: a number or a numeric string, not negative. */
const dwtBound = (field: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx): number | undefined => {
      if (isBlank(v)) return undefined;
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
      if (Number.isFinite(n) && n >= 0) return n;
      ctx.addIssue({ code: 'custom', message: `${field} must be a number of tonnes, 0 or more` });
      return z.NEVER;
    });

const REGION_BY_KEY = new Map(REGION_FILTER_LIST.map((r) => [r.toLowerCase(), r]));

/** Regions: a list, or the legacy comma list; names as GET /allPortRegions gives them (case ignored). */
const regions = z
  .unknown()
  .optional()
  .transform((v, ctx): PortRegionOrUnknown[] => {
    if (isBlank(v)) return [];
    const items = Array.isArray(v) ? v : [v];
    if (!items.every((i) => typeof i === 'string')) {
      ctx.addIssue({ code: 'custom', message: 'portRegion must be a list of region names' });
      return z.NEVER;
    }
    const names = items
      .flatMap((i) => i.split(','))
      .map((n) => n.trim())
      .filter((n) => n !== '');
    const found: PortRegionOrUnknown[] = [];
    for (const name of names) {
      const region = REGION_BY_KEY.get(name.toLowerCase());
      if (!region) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown region '${name}': use one of ${REGION_FILTER_LIST.join(', ')}`,
        });
        return z.NEVER;
      }
      if (!found.includes(region)) found.push(region);
    }
    return found;
  });

const gear = z
  .unknown()
  .optional()
  .transform((v, ctx): GearFilterValue => {
    if (isBlank(v)) return 'All';
    const match =
      typeof v === 'string' ? GEAR_FILTERS.find((g) => g.toLowerCase() === v.trim().toLowerCase()) : undefined;
    if (match) return match;
    ctx.addIssue({ code: 'custom', message: `gear must be one of ${GEAR_FILTERS.join(', ')}` });
    return z.NEVER;
  });

const orgId = z
  .unknown()
  .optional()
  .transform((v, ctx): number | undefined => {
    if (isBlank(v)) return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
    if (Number.isSafeInteger(n) && n > 0) return n;
    ctx.addIssue({ code: 'custom', message: 'orgId must be a positive integer' });
    return z.NEVER;
  });

/**
 * The Auto tab's search (spec 1 section 7): e-mail date window, dwt bounds (inclusive), regions, gear and,
 * for the admin login only, the organization. Both APIs parse with it, so a field error names the same field.
 */
export const emailPositionFilterSchema = z
  .object(
    {
      emailDateLower: dateBound('emailDateLower'),
      emailDateUpper: dateBound('emailDateUpper'),
      dwtLower: dwtBound('dwtLower'),
      dwtUpper: dwtBound('dwtUpper'),
      portRegion: regions,
      gear,
      orgId,
    },
    { error: 'Send the search filters as an object' },
  )
  .superRefine((f, ctx) => {
    if (f.dwtLower !== undefined && f.dwtUpper !== undefined && f.dwtLower > f.dwtUpper) {
      ctx.addIssue({ code: 'custom', path: ['dwtLower'], message: 'dwtLower cannot be greater than dwtUpper' });
    }
    if (f.emailDateLower && f.emailDateUpper && f.emailDateLower > f.emailDateUpper) {
      ctx.addIssue({
        code: 'custom',
        path: ['emailDateLower'],
        message: 'emailDateLower cannot be after emailDateUpper',
      });
    }
  });

/** What callers pass: raw values (REST query or body, or the GraphQL input with orgId). */
export type EmailPositionFilterDraft = z.input<typeof emailPositionFilterSchema>;

/** The filters after parsing: bounds are undefined when absent, regions empty for all. */
export type EmailPositionFilters = z.output<typeof emailPositionFilterSchema>;
