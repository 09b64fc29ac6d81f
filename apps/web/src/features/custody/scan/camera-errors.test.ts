import { describe, expect, it } from 'vitest';
import { cameraErrorMessage, ReaderLoadError } from './camera-errors.ts';

const domError = (name: string, message = 'x') => Object.assign(new Error(message), { name });

describe('camera error messages', () => {
  it('say why the camera did not open, in Spanish', () => {
    expect(cameraErrorMessage(domError('NotAllowedError'), true)).toBe(
      'No se pudo abrir la cámara: se negó el permiso. Permita la cámara para este sitio en la configuración del navegador.',
    );
    expect(cameraErrorMessage(domError('NotFoundError'), true)).toBe(
      'No se pudo abrir la cámara: este equipo no tiene cámara.',
    );
    expect(cameraErrorMessage(domError('NotReadableError'), true)).toContain('otra aplicación');
    expect(cameraErrorMessage(new ReaderLoadError('CompileError'), true)).toBe(
      'No se pudo abrir la cámara: no se pudo cargar el lector de códigos. Recargue la página e intente de nuevo.',
    );
    expect(cameraErrorMessage(domError('TypeError', 'algo raro'), true)).toBe(
      'No se pudo abrir la cámara: algo raro',
    );
  });

  it('point to https on plain HTTP, where browsers give no camera', () => {
    for (const name of ['NoMediaDevices', 'NotAllowedError'])
      expect(cameraErrorMessage(domError(name), false)).toBe(
        'No se pudo abrir la cámara: el navegador solo la permite en conexiones seguras (https).',
      );
  });
});
