import { Button, HStack } from '@chakra-ui/react';
import { useExportDownload } from '../hooks/useExportDownload';

/** Excel and PDF of a saved voyage (issue #21 item 5): the figures stored at save time, as the server writes them. */
export function SavedVoyageExports({ savedResultId }: { savedResultId: number }) {
  const excel = useExportDownload();
  const pdf = useExportDownload();
  const path = `/savedResults/${savedResultId}/export`;
  return (
    <HStack gap="2" justify="flex-end" data-testid="saved-exports">
      <Button
        size="xs"
        variant="outline"
        loading={excel.busy}
        onClick={() => void excel.run(`${path}.xlsx`, { fallbackName: `voyage-${savedResultId}.xlsx` })}
      >
        Excel
      </Button>
      <Button
        size="xs"
        variant="outline"
        loading={pdf.busy}
        onClick={() => void pdf.run(`${path}.pdf`, { fallbackName: `voyage-${savedResultId}.pdf` })}
      >
        PDF
      </Button>
    </HStack>
  );
}
