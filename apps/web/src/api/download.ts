/** Hands a blob to the browser as a download with the given name. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next tick; a minute is generous.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A data URL (or bare base64 with its type) as a Blob. */
export function dataUrlToBlob(data: string, type: string): Blob {
  const comma = data.indexOf(',');
  const base64 = data.startsWith('data:') ? data.slice(comma + 1) : data;
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}
