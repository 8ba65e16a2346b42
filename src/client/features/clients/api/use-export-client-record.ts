import { useCallback, useState } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { saveBlob } from '@/client/lib/save-blob';

/** The name in the server's `attachment; filename="…"`, path separators dropped; a fallback without one. */
function fileNameOf(header: string | null): string {
  const name = header ? /filename="([^"]+)"/i.exec(header)?.[1]?.replace(/[/\\]/g, '_').trim() : undefined;
  return name || 'client-record.zip';
}

/** The server's own words for a refusal (two exports under way, a full render queue), when it gave some. */
async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The client's whole record (GET /api/clients/{id}/export) as a ZIP download, with `exporting` true while the
 * server gathers it and renders its PDFs; how it went is a toast. Nothing is cached.
 */
export function useExportClientRecord() {
  const [exporting, setExporting] = useState(false);
  const exportRecord = useCallback(async (clientId: string): Promise<boolean> => {
    setExporting(true);
    try {
      const response = await fetch(`/api/clients/${encodeURIComponent(clientId)}/export`, { credentials: 'include' });
      if (!response.ok) {
        toast({
          variant: 'destructive',
          title: 'Export failed',
          description: (await messageOf(response)) ?? 'The record could not be exported. Please try again.',
        });
        return false;
      }
      saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
      toast({ title: 'Record exported', description: 'The client’s whole record has been downloaded as a ZIP file.' });
      return true;
    } catch {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: 'The record could not be exported. Please try again.',
      });
      return false;
    } finally {
      setExporting(false);
    }
  }, []);
  return { exportRecord, exporting };
}
