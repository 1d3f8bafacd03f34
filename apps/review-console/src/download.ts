/**
 * Saves a file the API answered (the legal case .xlsx, a usage search's CSV) through a
 * temporary link. The object URL is revoked after 10 s, not at once: a browser may still be
 * reading it when the click returns.
 */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
