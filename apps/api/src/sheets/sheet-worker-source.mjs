// The sheet worker when the server runs from source (tsx, vitest): tsx's loader first, then the worker's
// TypeScript. The bundled server starts dist/sheet-worker.js instead (sheet-pool.ts).
import { register } from 'tsx/esm/api';

register();
await import('./sheet-worker.ts');
