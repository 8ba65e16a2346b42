import { useCallback, useState } from 'react';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { saveBlob } from '@/client/lib/save-blob';
import { fileNameFromContentDisposition } from '../lib/file-name-from-content-disposition';

/**
 * The server's own words when it asks to wait (two exports already under way, or a full render queue): they
 * say why and for how long, which "please try again" does not.
 */
async function busyMessage(response: Response): Promise<string | null> {
  if (response.status !== 429 && response.status !== 503) return null;
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** Downloads the plan's branded PDF and says how it went. */
async function downloadMealPlanPdf(planId: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/meal-plans/${encodeURIComponent(planId)}/export-pdf`, {
      credentials: 'include',
    });
    if (!response.ok) {
      const busy = await busyMessage(response);
      if (busy) {
        toast({ variant: 'destructive', title: 'Export Failed', description: busy });
        return false;
      }
      throw new ApiError(response.status, response.statusText);
    }
    const blob = await response.blob();
    saveBlob(blob, fileNameFromContentDisposition(response.headers.get('content-disposition')));
    toast({ title: 'PDF Exported', description: 'Your meal plan has been downloaded successfully!' });
    return true;
  } catch {
    toast({
      variant: 'destructive',
      title: 'Export Failed',
      description: 'Failed to export meal plan PDF. Please try again.',
    });
    return false;
  }
}

/**
 * The plan's PDF as a download, with `downloading` true while the server renders it; how it went is a toast.
 * Nothing is cached, so no query client is involved: a button can offer it wherever a plan is shown.
 */
export function useDownloadMealPlanPdf() {
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async (planId: string): Promise<boolean> => {
    setDownloading(true);
    try {
      return await downloadMealPlanPdf(planId);
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading };
}
