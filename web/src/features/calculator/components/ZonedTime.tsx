import { Box } from '@chakra-ui/react';
import { formatDashDateTime, localTime } from '../../../lib/format';

/**
 * An instant of the itinerary in the port's own zone, the zone named with its offset, and under it in UTC
 * (issue #21 item 4), both DD-MM-yyyy HH:mm as the Margin Allowances Table writes them. `field` marks the UTC
 * value (data-field) and the local one (data-field="{field}-local"); without a known zone only UTC shows.
 */
export function ZonedTime({ value, timeZone, field }: { value: unknown; timeZone?: string | null; field: string }) {
  const local = localTime(value, timeZone);
  const utc = formatDashDateTime(value);
  return (
    <Box as="span" display="inline-flex" flexDirection="column" data-testid={`${field}-time`}>
      {local && (
        <span title={`${local.zone}, ${local.offset}`}>
          <span data-field={`${field}-local`}>{local.dash}</span>{' '}
          <Box as="span" color="fg.muted" data-field={`${field}-zone`}>
            {local.zone} ({local.offset})
          </Box>
        </span>
      )}
      <span>
        <span data-field={field}>{utc}</span>
        {utc !== '-' && (
          <Box as="span" color="fg.muted">
            {' '}
            UTC
          </Box>
        )}
      </span>
    </Box>
  );
}
