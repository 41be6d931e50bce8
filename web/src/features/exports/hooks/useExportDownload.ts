import { useCallback, useState } from 'react';
import { toaster } from '../../../app/toaster';
import { downloadExport } from '../utils/download-export';

/**
 * One export action: `run` downloads the file (nothing happens while one is in flight) and toasts a
 * refusal with the server's message; `busy` is true meanwhile.
 */
export function useExportDownload() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (path: string, options: { body?: unknown; fallbackName: string }) => {
    setBusy(true);
    try {
      await downloadExport(path, options);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      toaster.create({ type: 'error', title: 'Export failed', description: message });
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
