import { check, errorBody, shape, type Json, type SmokeArea, type SmokeCheck } from './check.js';

const ROW = {
  id: 'number',
  vesselName: 'string',
  vesselId: 'number|null',
  dwt: 'number|null',
  portName: 'string|null',
  portRegion: 'string',
  dateOpen: 'string|null',
  emailDate: 'string',
  subject: 'string',
  sender: 'string',
} as const;

/** The Auto tab's 'updated since 30 days', every size and region. */
const since30Days = () => ({
  emailDateLower: new Date(Date.now() - 30 * 86_400_000).toISOString(),
  emailDateUpper: new Date().toISOString(),
  dwtLower: 0,
  dwtUpper: 99_999_999,
  portRegion: '',
  gear: 'All',
});

const rows = (body: Json) =>
  Array.isArray(body)
    ? body.slice(0, 3).flatMap((r: unknown, i: number) => shape(r, ROW, `body[${i}]`))
    : ['body should be a list'];

const reversedBounds: SmokeCheck = {
  name: 'POST /getEmailsFleetList (dwtLower > dwtUpper)',
  async run(ctx) {
    const answer = await ctx.call('POST', '/getEmailsFleetList', { dwtLower: 100_001, dwtUpper: 68_000 });
    return { answer, problems: errorBody(answer, 400, 'BAD_USER_INPUT') };
  },
};

/** Parsed e-mail positions (the Add Fleet "Auto" search): the payload as a body, and as query parameters. */
export const emailArea: SmokeArea = {
  area: 'e-mail positions',
  checks: [
    check('POST /getEmailsFleetList', () => ({ path: '/getEmailsFleetList', body: since30Days() }), rows),
    check(
      'GET /getEmailsFleetList',
      () => ({
        path: `/getEmailsFleetList?${new URLSearchParams({ ...since30Days(), dwtLower: '0', dwtUpper: '99999999', portRegion: 'Far East,ECSA,Unknown' })}`,
      }),
      rows,
    ),
    reversedBounds,
  ],
};
