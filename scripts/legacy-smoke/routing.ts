import { check, shape, type Json, type SmokeArea } from './check.js';

const LEG = { distNormal: 'number', distEca: 'number' } as const;

/** Ports and sea distances: search, regions, getPortDistance, and an organization's saved distance. */
export const routingArea: SmokeArea = {
  area: 'ports and distances',
  checks: [
    check(
      'GET /portsByChar',
      () => ({ path: '/portsByChar?port=qing&offset=0&limit=100' }),
      (body: Json) =>
        Array.isArray(body) && body[0]?.name === 'Qingdao'
          ? shape(body[0], { name: 'string', country: 'string', lat: 'number', lng: 'number' })
          : ['Qingdao should come first for "qing"'],
    ),
    check(
      'GET /allPortRegions',
      () => ({ path: '/allPortRegions' }),
      (body: Json) =>
        Array.isArray(body) && body[0] === 'Unknown' && body.length === 14 ? [] : ['Unknown then the 13 regions'],
    ),
    check(
      'POST /getPortDistance',
      () => ({ path: '/getPortDistance', body: { portList: ['Tubarao', 'Qingdao'], getGeometry: true } }),
      (body: Json) => [
        ...shape(body?.['Tubarao_Qingdao'], LEG, "body['Tubarao_Qingdao']"),
        ...(body?.['Tubarao_Qingdao']?.geometry ? [] : ['geometry should come back with getGeometry']),
      ],
    ),
    check(
      'POST /savePortDistance',
      () => ({
        path: '/savePortDistance',
        body: { openingPort: 'Tubarao', endingPort: 'Qingdao', distNormal: 11_000, distEca: 0 },
      }),
      (body: Json) => shape(body, { id: 'number', ...LEG }),
    ),
    check(
      'POST /resetDistance',
      () => ({ path: '/resetDistance', body: { openingPort: 'Tubarao', endingPort: 'Qingdao' } }),
      (body: Json) => (body?.removed === 1 ? [] : ['the saved distance should be removed']),
    ),
  ],
};
