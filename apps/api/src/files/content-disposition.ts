/**
 * A Content-Disposition header for a file name with accents or any other character (RFC 6266 with
 * RFC 5987's `filename*`): old clients read the ASCII `filename`, every current browser the UTF-8 one.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string) {
  const fallback = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'application/pdf': '.pdf',
};

/** 'Foto RA: 12' has no extension: the served file gets the one of its type. */
export function nameWithExtension(name: string, type: string) {
  const extension = EXTENSIONS[type] ?? '';
  return extension && !/\.(jpe?g|png|pdf)$/i.test(name) ? `${name}${extension}` : name;
}
