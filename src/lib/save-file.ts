/**
 * Saves `parts` as a file of this name and type on the device (the browser's download), from a
 * link made for it and let go at once: a receipt, an export.
 */
export function saveFile(parts: BlobPart[], type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
