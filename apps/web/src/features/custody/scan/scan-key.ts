/**
 * A key for one scan, made on the device: the server counts a scan sent twice (a retry, a queue replayed
 * after being offline) once. `crypto.randomUUID` is missing outside secure contexts (plain HTTP on a LAN
 * host name), so random bytes make the key there.
 */
export function newScanKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
