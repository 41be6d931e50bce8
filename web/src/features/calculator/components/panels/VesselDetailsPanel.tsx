import { IconButton, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useCalculator } from '../../state/calculator-context';
import { speedText, vesselSummary } from '../../utils/panel-vessel';
import { CreateVesselDialog } from '../dialogs/CreateVesselDialog';
import { Panel, Row, Rows } from './Panel';

/**
 * Vessel Details: the active fleet entry's vessel; its ballast and laden speeds are those the engine
 * priced (the active result), never re-derived from the speed table. The heading opens the vessel's page in a new tab; +
 * creates a catalogue vessel unless vessel editing is switched off.
 */
export function VesselDetailsPanel() {
  const { activeEntry, activeResult, activeStale, vesselEditing } = useCalculator();
  const speedStale = activeResult ? activeStale : null;
  const [creating, setCreating] = useState(false);
  const v = activeEntry ? vesselSummary(activeEntry.vesselSnapshot, activeEntry.vesselName) : null;

  const heading =
    activeEntry?.vesselId != null ? (
      <Link
        href={`/vessel/${activeEntry.vesselId}`}
        target="_blank"
        rel="noopener noreferrer"
        color="blue.700"
        fontWeight="bold"
      >
        Vessel Details
      </Link>
    ) : undefined;

  return (
    <Panel
      title="Vessel Details"
      testId="vessel-details"
      heading={heading}
      actions={
        vesselEditing && (
          <IconButton size="2xs" variant="outline" aria-label="Create New Vessel" onClick={() => setCreating(true)}>
            +
          </IconButton>
        )
      }
    >
      {activeEntry && v ? (
        <Rows>
          <Row label="Vessel" value={v.name} field="vessel-name" />
          <Row label="DWT" value={formatNumber(v.dwt ?? activeEntry.dwt, 0)} />
          <Row label="Draft" value={formatNumber(v.draft, 2)} />
          <Row label="Built" value={v.built ?? '-'} />
          <Row label="Fuel Type" value={v.fuelType} />
          <Row label="Scrubber" value={v.scrubber} />
          <Row label="Ballast" value={speedText(activeResult, 'ballast')} stale={speedStale} />
          <Row label="Laden" value={speedText(activeResult, 'laden')} stale={speedStale} />
          <Row label="Open Port" value={activeEntry.port || '-'} />
          <Row label="Opening" value={formatDateTime(activeEntry.dateOpening)} />
        </Rows>
      ) : (
        <Text color="gray.500">No vessel in the fleet.</Text>
      )}
      {vesselEditing && <CreateVesselDialog open={creating} onClose={() => setCreating(false)} />}
    </Panel>
  );
}
