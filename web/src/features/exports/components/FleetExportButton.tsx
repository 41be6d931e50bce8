import { Button } from '@chakra-ui/react';
import { useCalculator } from '../../calculator/state/calculator-context';
import { calculateInput } from '../../calculator/utils/calc-input';
import { useExportDownload } from '../hooks/useExportDownload';

/**
 * Export to Excel (issue #21 item 5): the fleet matrix of the inputs on screen, priced by the server with the
 * request the calculation sends (nothing is saved), as a workbook: Fleet, Order, Inputs. Not shown on a saved
 * voyage.
 */
export function FleetExportButton() {
  const { draft, fleet, readOnly } = useCalculator();
  const { busy, run } = useExportDownload();
  const d = draft.draft;
  // A saved voyage shown in the calculator's components has its own Excel and PDF (SavedVoyageExports).
  if (readOnly) return null;
  const handleExport = () => {
    if (!d) return;
    void run('/calculator/export.xlsx', { body: calculateInput(d, fleet.fleet), fallbackName: 'fleet.xlsx' });
  };
  return (
    <Button size="xs" variant="outline" disabled={!d || fleet.fleet.length === 0} loading={busy} onClick={handleExport}>
      Export to Excel
    </Button>
  );
}
