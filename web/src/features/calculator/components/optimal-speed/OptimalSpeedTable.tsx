import { Box, chakra } from '@chakra-ui/react';
import type { CalculatorOptimalSpeedsQuery } from '../../../../__generated__/graphql';
import { formatNumber } from '../../../../lib/format';

type Vessel = CalculatorOptimalSpeedsQuery['optimalSpeeds'][number];
type Point = Vessel['current'];
type Optimum = Vessel['unconstrained'];

const knots = (v: number | null | undefined) => (v === null || v === undefined ? '-' : formatNumber(v, 1));
const signed = (v: number) => `${v > 0 ? '+' : ''}${formatNumber(v, 0)}`;

function Cell(props: { children: React.ReactNode; testId?: string; value?: number; colSpan?: number; left?: boolean }) {
  return (
    <chakra.td
      px="2"
      py="1"
      borderTopWidth="1px"
      textAlign={props.left ? 'left' : 'right'}
      whiteSpace={props.left ? 'normal' : 'nowrap'}
      colSpan={props.colSpan}
      data-testid={props.testId}
      data-value={props.value}
    >
      {props.children}
    </chakra.td>
  );
}

function PointCells({ id, point, gain }: { id: string; point: Point; gain?: number | null }) {
  return (
    <>
      <Cell testId={`${id}-ballast`} {...(point.ballastKnots !== null ? { value: point.ballastKnots } : {})}>
        {knots(point.ballastKnots)}
      </Cell>
      <Cell testId={`${id}-laden`} {...(point.ladenKnots !== null ? { value: point.ladenKnots } : {})}>
        {knots(point.ladenKnots)}
      </Cell>
      <Cell testId={`${id}-tce`} value={point.tcEq}>
        {formatNumber(point.tcEq, 0)}
      </Cell>
      {gain !== undefined && (
        <Cell testId={`${id}-gain`} {...(gain !== null ? { value: gain } : {})}>
          {gain === null ? '-' : signed(gain)}
        </Cell>
      )}
      <Cell testId={`${id}-cii`}>{point.cii ?? '-'}</Cell>
    </>
  );
}

function OptimumCells({ id, optimum }: { id: string; optimum: Optimum }) {
  if (!optimum.point) {
    return (
      <Cell colSpan={5} left testId={`${id}-reason`}>
        <Box as="span" color="orange.700">
          No feasible speed: {optimum.reason}
        </Box>
      </Cell>
    );
  }
  return <PointCells id={id} point={optimum.point} gain={optimum.gainPerDay} />;
}

const GROUPS: [string, string[]][] = [
  ['Current', ['Ballast kn', 'Laden kn', 'TCE', 'CII']],
  ['Optimal (laycan met)', ['Ballast kn', 'Laden kn', 'TCE', 'Gain/day', 'CII']],
  ['Optimal with CII C or better', ['Ballast kn', 'Laden kn', 'TCE', 'Gain/day', 'CII']],
];

/** One row per vessel: the speeds entered, then the best speeds without and with the CII floor. */
export function OptimalSpeedTable(props: { vessels: readonly Vessel[]; vesselName(fleetId: string): string }) {
  return (
    <Box as="table" fontSize="xs" borderCollapse="collapse" w="full" data-testid="optimal-speed-table">
      <thead>
        <tr>
          <th />
          {GROUPS.map(([group, columns]) => (
            <chakra.th key={group} colSpan={columns.length} px="2" textAlign="center" borderBottomWidth="1px">
              {group}
            </chakra.th>
          ))}
        </tr>
        <tr>
          <Box as="th" px="2" textAlign="left">
            Vessel
          </Box>
          {GROUPS.flatMap(([group, columns]) =>
            columns.map((c) => (
              <Box as="th" key={`${group}-${c}`} px="2" textAlign="right" whiteSpace="nowrap">
                {c}
              </Box>
            )),
          )}
        </tr>
      </thead>
      <tbody>
        {props.vessels.map((v) => (
          <tr key={v.fleetId} data-testid={`optimal-speed-row-${v.fleetId}`}>
            <Cell left>
              {props.vesselName(v.fleetId)}
              {!v.current.canMakeLaycan && (
                <Box as="span" color="red.600" ms="1">
                  (misses laycan)
                </Box>
              )}
            </Cell>
            <PointCells id={`optimal-${v.fleetId}-current`} point={v.current} />
            <OptimumCells id={`optimal-${v.fleetId}-free`} optimum={v.unconstrained} />
            <OptimumCells id={`optimal-${v.fleetId}-cii`} optimum={v.ciiFloor} />
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
