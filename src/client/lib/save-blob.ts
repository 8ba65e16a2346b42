/** Hands a file to the browser's downloads, as if a link to it had been clicked. */
export function saveBlob(blob: Blob, fileName: string): void {
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
