import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';

const fallbackFileName = 'meal-plan.pdf';

/**
 * The name the server suggests in `Content-Disposition`, preferring the RFC 5987 `filename*=UTF-8''…`
 * form; 'meal-plan.pdf' when there is none. Path separators are dropped: a name is not a path.
 */
export function fileNameFromContentDisposition(header: string | null): string {
  if (!header) return fallbackFileName;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      name = decodeURIComponent(extended[1].trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
    if (plain) name = (plain[2] ?? plain[1]).replace(/\\(.)/g, '$1').trim();
  }
  const safe = name?.replace(/[/\\]/g, '_').trim();
  return safe ? safe : fallbackFileName;
}

/** Hands a file to the browser's downloads, as if a link to it had been clicked. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
export async function downloadMealPlanPdf(planId: string): Promise<boolean> {
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
