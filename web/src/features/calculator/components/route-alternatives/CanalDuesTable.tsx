import { Box, chakra } from '@chakra-ui/react';
import {
  CANALS,
  DEFAULT_CANAL_DUES,
  DWT_CLASSES,
  type Canal,
  type CanalDues,
  type DwtClass,
} from '../../../../../../shared/voyage/route-alternatives-dues';
import { NumberInput } from '../fleet/NumberInput';

const CANAL_NAME: Record<Canal, string> = { SUEZ: 'Suez', PANAMA: 'Panama' };
const CLASS_NAME: Record<DwtClass, string> = {
  HANDYSIZE: 'Handysize (<40k)',
  SUPRAMAX: 'Supramax (40-65k)',
  PANAMAX: 'Panamax (65-100k)',
  CAPESIZE: 'Capesize (100k+)',
};

/** The canal dues the alternatives are priced with, USD per transit by canal and deadweight class; editable. */
export function CanalDuesTable(props: {
  dues: CanalDues;
  onChange(canal: Canal, dwtClass: DwtClass, usd: number): void;
}) {
  return (
    <Box as="table" fontSize="xs" borderCollapse="collapse" data-testid="canal-dues">
      <thead>
        <tr>
          <chakra.th px="2" textAlign="left">
            Canal dues, USD per transit
          </chakra.th>
          {DWT_CLASSES.map((c) => (
            <chakra.th key={c} px="2" textAlign="right" whiteSpace="nowrap">
              {CLASS_NAME[c]}
            </chakra.th>
          ))}
        </tr>
      </thead>
      <tbody>
        {CANALS.map((canal) => (
          <tr key={canal}>
            <chakra.td px="2">{CANAL_NAME[canal]}</chakra.td>
            {DWT_CLASSES.map((c) => (
              <chakra.td key={c} px="1" w="32">
                <NumberInput
                  label={`${CANAL_NAME[canal]} dues ${CLASS_NAME[c]}`}
                  value={props.dues[canal][c]}
                  onValueChange={(v) => props.onChange(canal, c, Number.isFinite(v) && v >= 0 ? v : 0)}
                />
              </chakra.td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/** The figures that differ from the defaults, as the query's canalDues argument. */
export function duesOverrides(dues: CanalDues) {
  return CANALS.flatMap((canal) =>
    DWT_CLASSES.filter((c) => dues[canal][c] !== DEFAULT_CANAL_DUES[canal][c]).map((dwtClass) => ({
      canal,
      dwtClass,
      usdPerTransit: dues[canal][dwtClass],
    })),
  );
}
