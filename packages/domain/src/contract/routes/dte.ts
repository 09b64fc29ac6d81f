import {
  dteCafListResponse,
  dteCafRange,
  dteCafUpload,
  dteCertificate,
  dteCertificateUpload,
  dteDocument,
  dteDocumentParams,
  dteEmisor,
  dteEmisorResponse,
  dteIssueRequest,
  dteMyDocumentsQuery,
  dteMyDocumentsResponse,
  dtePdfQuery,
  dteRaDocuments,
  dteRaParams,
} from '../dte.ts';
import { defineRoute, file } from '../route-def.ts';

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

  // A paid RA's boleta or factura.
  issue: defineRoute('POST', '/api/Dte/Documento', { body: dteIssueRequest, response: dteDocument }),
  raDocuments: defineRoute('GET', '/api/Dte/RA/:id/Documentos', {
    params: dteRaParams,
    response: dteRaDocuments,
  }),
  documentPdf: defineRoute('GET', '/api/Dte/Documento/:id/Pdf', {
    params: dteDocumentParams,
    query: dtePdfQuery,
    response: file,
  }),
  myDocuments: defineRoute('GET', '/api/Dte/MisDocumentos', {
    query: dteMyDocumentsQuery,
    response: dteMyDocumentsResponse,
  }),
  documentXml: defineRoute('GET', '/api/Dte/Documento/:id/Xml', {
    params: dteDocumentParams,
    response: file,
  }),
};
