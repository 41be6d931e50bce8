import { Box, chakra } from '@chakra-ui/react';
import type { CalculatorRouteAlternativesQuery, RouteChoice } from '../../../../__generated__/graphql';
import { formatNumber } from '../../../../lib/format';

type Vessel = CalculatorRouteAlternativesQuery['routeAlternatives'][number];
type Alternative = Vessel['alternatives'][number];

export const ROUTE_LABEL: Record<RouteChoice, string> = {
  SHORTEST: 'As priced now',
  SUEZ: 'Via Suez',
  PANAMA: 'Via Panama',
  CAPE: 'Via the Cape',
};
const ROUTES: readonly RouteChoice[] = ['SHORTEST', 'SUEZ', 'PANAMA', 'CAPE'];
const CANAL_NAME = { SUEZ: 'Suez', PANAMA: 'Panama' } as const;

function Figure(props: { id: string; label: string; value: number; digits: number; strong?: boolean }) {
  return (
    <Box data-testid={props.id} data-value={props.value} fontWeight={props.strong ? 'semibold' : 'normal'}>
      {props.label} {formatNumber(props.value, props.digits)}
    </Box>
  );
}

function AlternativeCell({ id, alt }: { id: string; alt: Alternative | undefined }) {
  if (!alt) {
    return (
      <chakra.td px="2" py="1" borderTopWidth="1px" color="gray.500" textAlign="center" data-testid={`${id}-none`}>
        same route
      </chakra.td>
    );
  }
  return (
    <chakra.td
      px="2"
      py="1"
      borderTopWidth="1px"
      textAlign="right"
      whiteSpace="nowrap"
      bg={alt.cheapest ? 'green.50' : undefined}
      data-testid={id}
      data-cheapest={alt.cheapest ? 'true' : 'false'}
    >
      <Figure id={`${id}-tce`} label="TCE" value={alt.tcEq} digits={0} strong />
      <Figure id={`${id}-profit`} label="Profit" value={alt.profitNet} digits={0} />
      <Figure id={`${id}-days`} label="Days" value={alt.voyageDays} digits={2} />
      <Figure id={`${id}-distance`} label="nm" value={alt.distance} digits={0} />
      <Figure id={`${id}-dues`} label="Dues" value={alt.canalDues} digits={0} />
      <Box color="gray.600">
        {alt.canals.length === 0 ? 'no canal' : alt.canals.map((c) => CANAL_NAME[c]).join(', ')}
        {!alt.canMakeLaycan && (
          <Box as="span" color="red.600" ms="1">
            misses laycan
          </Box>
        )}
      </Box>
      {alt.cheapest && (
        <Box color="green.700" fontWeight="semibold" data-testid={`${id}-cheapest`}>
          Cheapest
        </Box>
      )}
    </chakra.td>
  );
}

/** One row per vessel, its routes side by side; the cheapest (highest TCE, then fewer days) marked. */
export function RouteAlternativesTable(props: { vessels: readonly Vessel[]; vesselName(fleetId: string): string }) {
  return (
    <Box as="table" fontSize="xs" borderCollapse="collapse" w="full" data-testid="route-alternatives-table">
      <thead>
        <tr>
          <Box as="th" px="2" textAlign="left">
            Vessel
          </Box>
          {ROUTES.map((r) => (
            <Box as="th" key={r} px="2" textAlign="right">
              {ROUTE_LABEL[r]}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.vessels.map((v) => (
          <tr key={v.fleetId} data-testid={`route-row-${v.fleetId}`}>
            <chakra.td px="2" py="1" borderTopWidth="1px">
              {props.vesselName(v.fleetId)}
            </chakra.td>
            {ROUTES.map((r) => (
              <AlternativeCell key={r} id={`route-${v.fleetId}-${r}`} alt={v.alternatives.find((a) => a.route === r)} />
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
