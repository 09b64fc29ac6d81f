import {
  dteBatch,
  dteBatchList,
  dteBatchParams,
  dteBatchRequest,
  dteSalesBookQuery,
} from '../dte-sending.ts';
import { defineRoute, file } from '../route-def.ts';

// Issue 34: batches to the SII and the libro de ventas (Cobranza / Documentos tributarios).
export const dteSendingRoutes = {
  createBatch: defineRoute('POST', '/api/Dte/Envio', { body: dteBatchRequest, response: dteBatch }),
  batches: defineRoute('GET', '/api/Dte/Envios', { response: dteBatchList }),
  batchXml: defineRoute('GET', '/api/Dte/Envio/:id/Xml', { params: dteBatchParams, response: file }),
  sendBatch: defineRoute('POST', '/api/Dte/Envio/:id/Enviar', { params: dteBatchParams, response: dteBatch }),
  salesBook: defineRoute('GET', '/api/Dte/LibroVentas', { query: dteSalesBookQuery, response: file }),
};
