// Why the camera did not open, in words the person can act on; the code field stays usable in every case.

const PREFIX = 'No se pudo abrir la cámara: ';

/**
 * The barcode reader did not load (a tab left open across an update, a proxy): the camera alone is
 * useless. The cause (a WebAssembly error, long and English) goes to the console.
 */
export class ReaderLoadError extends Error {}

export function cameraErrorMessage(error: unknown, secure: boolean): string {
  if (error instanceof ReaderLoadError)
    return `${PREFIX}no se pudo cargar el lector de códigos. Recargue la página e intente de nuevo.`;
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return secure
        ? `${PREFIX}se negó el permiso. Permita la cámara para este sitio en la configuración del navegador.`
        : `${PREFIX}el navegador solo la permite en conexiones seguras (https).`;
    case 'NotFoundError':
    case 'OverconstrainedError':
      return `${PREFIX}este equipo no tiene cámara.`;
    case 'NotReadableError':
    case 'AbortError':
      return `${PREFIX}otra aplicación la está usando o no responde.`;
    case 'NoMediaDevices':
      return secure
        ? `${PREFIX}este navegador no permite usarla.`
        : `${PREFIX}el navegador solo la permite en conexiones seguras (https).`;
    default:
      return `${PREFIX}${error instanceof Error ? error.message : String(error)}`;
  }
}
