import { z } from 'zod';
import { dateField, idField, isNoValue, numberField } from '../../../shared/validation/boundary.js';
import { REGION_FILTER_LIST, type PortRegionOrUnknown } from '../../../shared/ports/port-regions.js';

/** Most rows one search answers (newest e-mails first): far more than the Auto tab can show. */
export const EMAIL_POSITIONS_LIMIT = 500;

/** The gear filter of the Auto tab. */
export const GEAR_FILTERS = ['All', 'Geared', 'Gearless'] as const;
export type GearFilterValue = (typeof GEAR_FILTERS)[number];

/** Absent, null and '' all mean 'no bound' (the boundary's "no value"; the legacy client sends empty form fields). */
const isBlank = isNoValue;

/** A date bound: a Date (GraphQL), an ISO string (zone-less is UTC) or epoch milliseconds (REST). */
const dateBound = () => dateField().transform((v) => v ?? undefined);

/** A dwt bound in tonnes: a number or a numeric string, not negative. */
const dwtBound = () => numberField().transform((v) => v ?? undefined);

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

const orgId = idField().transform((v) => v ?? undefined);

/**
 * The Auto tab's search (spec 1 section 7): e-mail date window, dwt bounds (inclusive), regions, gear and,
 * for the admin login only, the organization. Both APIs parse with it, so a field error names the same field.
 */
export const emailPositionFilterSchema = z
  .object(
    {
      emailDateLower: dateBound(),
      emailDateUpper: dateBound(),
      dwtLower: dwtBound(),
      dwtUpper: dwtBound(),
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
