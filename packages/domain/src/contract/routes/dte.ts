import {
  dteCafListResponse,
  dteCafRange,
  dteCafUpload,
  dteCertificate,
  dteCertificateUpload,
  dteEmisor,
  dteEmisorResponse,
} from '../dte.ts';
import { defineRoute } from '../route-def.ts';

// Issue 34: the emisor, its digital certificate and its folios (Configuraciones / Empresa).
export const dteRoutes = {
  emisor: defineRoute('GET', '/api/Dte/Emisor', { response: dteEmisorResponse }),
  updateEmisor: defineRoute('PUT', '/api/Dte/Emisor', { body: dteEmisor, response: dteEmisorResponse }),
  certificate: defineRoute('GET', '/api/Dte/Certificado', { response: dteCertificate }),
  uploadCertificate: defineRoute('POST', '/api/Dte/Certificado', {
    body: dteCertificateUpload,
    response: dteCertificate,
  }),
  cafs: defineRoute('GET', '/api/Dte/Caf', { response: dteCafListResponse }),
  uploadCaf: defineRoute('POST', '/api/Dte/Caf', { body: dteCafUpload, response: dteCafRange }),
};
