import { useMutation } from '@tanstack/react-query';
import { LOGO_MAX_BYTES, logoContentTypes, type LogoUpload } from '@/shared/schemas/branding';
import { ApiError, toApiError } from '@/client/lib/api';

/** Why a chosen file cannot be a logo, before it is sent; null when it may be. The server checks the bytes again. */
export function logoFileProblem(file: File): string | null {
  if (!(logoContentTypes as readonly string[]).includes(file.type)) return 'Choose a PNG or JPEG image';
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 512 KB';
  if (file.size === 0) return 'That file is empty';
  return null;
}

/** Sends the image as it is (its own content type); the answer is the address to save as businessLogo. */
async function uploadLogo(file: File): Promise<LogoUpload> {
  const problem = logoFileProblem(file);
  if (problem) throw new ApiError(400, problem);
  const response = await fetch('/api/users/me/logo', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as LogoUpload;
}

export function useUploadLogo() {
  return useMutation<LogoUpload, ApiError, File>({ mutationFn: uploadLogo });
}
