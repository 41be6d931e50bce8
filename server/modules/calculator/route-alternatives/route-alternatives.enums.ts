import { registerEnumType } from 'type-graphql';

/** The route an order is priced on (shared/voyage/route-alternatives-types.ts RouteChoice); stored on the order. */
export enum RouteChoice {
  SHORTEST = 'SHORTEST',
  SUEZ = 'SUEZ',
  PANAMA = 'PANAMA',
  CAPE = 'CAPE',
}
registerEnumType(RouteChoice, {
  name: 'RouteChoice',
  description: 'The route an order is priced on: its sea legs routed with these canal choices.',
  valuesConfig: {
    SHORTEST: { description: "The shortest route under the order's own route flags (the default)." },
    SUEZ: { description: 'Via Suez where a canal is shorter: Panama avoided, Suez allowed.' },
    PANAMA: { description: 'Via Panama where a canal is shorter: Suez avoided, Panama allowed.' },
    CAPE: { description: 'No canal: Suez and Panama avoided (round the Cape of Good Hope or Cape Horn).' },
  },
});

export enum Canal {
  SUEZ = 'SUEZ',
  PANAMA = 'PANAMA',
}
registerEnumType(Canal, {
  name: 'Canal',
  description: 'A canal whose transit is charged as canal dues in the route alternatives.',
  valuesConfig: { SUEZ: { description: 'The Suez Canal.' }, PANAMA: { description: 'The Panama Canal.' } },
});

export enum DwtClass {
  HANDYSIZE = 'HANDYSIZE',
  SUPRAMAX = 'SUPRAMAX',
  PANAMAX = 'PANAMAX',
  CAPESIZE = 'CAPESIZE',
}
registerEnumType(DwtClass, {
  name: 'DwtClass',
  description: 'Deadweight class of a vessel for canal dues.',
  valuesConfig: {
    HANDYSIZE: { description: 'Below 40,000 t deadweight.' },
    SUPRAMAX: { description: '40,000 to 64,999 t.' },
    PANAMAX: { description: '65,000 to 99,999 t.' },
    CAPESIZE: { description: '100,000 t and above.' },
  },
});
