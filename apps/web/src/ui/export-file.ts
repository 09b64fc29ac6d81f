import type { FileResponse, RouteDef, z } from '@carga/domain';
import { apiResponse } from '../api/call.ts';
import { saveBlob } from '../api/download.ts';

export interface ExportProgress {
  /** Bytes of the file received so far. */
  bytes: number;
  /** The rows the file holds (the server's X-Total-Filas), when it said. */
  rows: number | null;
}

/** The file name of Content-Disposition, or a fallback. */
export function fileNameOf(response: Response, fallback = 'exportacion.xlsx') {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Downloads an export with the session's bearer (refreshed on 401), reading the stream to report
 * progress, and hands the file to the browser.
 */
/** An export of the route map: a GET with the list's filters as its query, answering a workbook. */
export type ExportRoute = RouteDef<'GET', string, undefined, z.ZodType, undefined, FileResponse>;

export async function exportFile(
  route: ExportRoute,
  query: Record<string, string | number | undefined | null>,
  onProgress: (progress: ExportProgress) => void,
) {
  const response = await apiResponse(route, { query });
  const total = response.headers.get('x-total-filas');
  const rows = total === null ? null : Number(total);
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress({ bytes, rows });
    }
  } else {
    const blob = await response.arrayBuffer();
    chunks.push(new Uint8Array(blob));
  }
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveBlob(new Blob(chunks as BlobPart[], { type }), fileNameOf(response));
}
