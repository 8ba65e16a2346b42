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

/** Downloads the plan's branded PDF and says how it went. */
export async function downloadMealPlanPdf(planId: string): Promise<boolean> {
  try {
    const response = await fetch(`/api/meal-plans/${encodeURIComponent(planId)}/export-pdf`, { credentials: 'include' });
    if (!response.ok) throw new ApiError(response.status, response.statusText);
    const blob = await response.blob();
    saveBlob(blob, fileNameFromContentDisposition(response.headers.get('content-disposition')));
    toast({ title: 'PDF Exported', description: 'Your meal plan has been downloaded successfully!' });
    return true;
  } catch {
    toast({ variant: 'destructive', title: 'Export Failed', description: 'Failed to export meal plan PDF. Please try again.' });
    return false;
  }
}
