import { useCallback, useState } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { saveBlob } from '@/client/lib/save-blob';

/** The name in the server's `attachment; filename="…"`, path separators dropped; a fallback without one. */
function fileNameOf(header: string | null): string {
  const name = header ? /filename="([^"]+)"/i.exec(header)?.[1]?.replace(/[/\\]/g, '_').trim() : undefined;
  return name || 'platewise-account.zip';
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

const failed = 'Your data could not be exported. Please try again.';

/**
 * Everything of the practice (GET /api/users/me/export) as a ZIP download, with `exporting` true while the server
 * gathers it and renders every plan and report PDF; how it went is a toast. Nothing is cached.
 */
export function useExportAccount() {
  const [exporting, setExporting] = useState(false);
  const exportAccount = useCallback(async (): Promise<boolean> => {
    setExporting(true);
    try {
      const response = await fetch('/api/users/me/export', { credentials: 'include' });
      if (!response.ok) {
        toast({ variant: 'destructive', title: 'Export failed', description: (await messageOf(response)) ?? failed });
        return false;
      }
      saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
      toast({ title: 'Data exported', description: 'Everything of your practice has been downloaded as a ZIP file.' });
      return true;
    } catch {
      toast({ variant: 'destructive', title: 'Export failed', description: failed });
      return false;
    } finally {
      setExporting(false);
    }
  }, []);
  return { exportAccount, exporting };
}
