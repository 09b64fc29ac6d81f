import { unitsResponse } from '../custody.ts';
import { raPriceResponse } from '../pricing.ts';
import { unitLabelParams, unitLabelRequest, zplLabelsQuery } from '../printing.ts';
import { importConfirmQuery, importLabelsRequest, importQuery, importReport } from '../ra-import.ts';
import { defineRoute, file } from '../route-def.ts';
import { raDetailResponse, raHistoryEntry } from '../shipment-lists.ts';
import {
  attachmentCreate,
  attachmentParams,
  attachmentPreview,
  attachmentSummary,
  cargoDescriptionResponse,
  cargoDescriptionUpdate,
  documentCreate,
  documentParams,
  documentsResponse,
  finishParams,
  finishResponse,
  idResponse,
  packageInput,
  packageParams,
  packagesResponse,
  raIdParams,
  receptionConditionsResponse,
  receptionConditionsUpdate,
  stepOneCombos,
  stepOneCreate,
  stepOneForm,
  stepOneResponse,
} from '../shipment-wizard.ts';
import { raTrackingCode } from '../tracking.ts';
import * as z from '../zod.ts';

export const shipmentRoutes = {
  stepOneCombos: defineRoute('GET', '/api/Shipment/OriginAndDestinationOfCargo', { response: stepOneCombos }),
  createStepOne: defineRoute('POST', '/api/Shipment/OriginAndDestinationOfCargo', {
    body: stepOneCreate,
    response: idResponse,
  }),
  stepOne: defineRoute('GET', '/api/Shipment/OriginAndDestinationOfCargo/:id', {
    params: raIdParams,
    response: stepOneResponse,
  }),
  updateStepOne: defineRoute('PUT', '/api/Shipment/OriginAndDestinationOfCargo/:id', {
    params: raIdParams,
    body: stepOneForm,
    response: idResponse,
  }),
  receptionConditions: defineRoute('GET', '/api/Shipment/ReceptionConditions/:id', {
    params: raIdParams,
    response: receptionConditionsResponse,
  }),
  updateReceptionConditions: defineRoute('PUT', '/api/Shipment/ReceptionConditions/:id', {
    params: raIdParams,
    body: receptionConditionsUpdate,
    response: idResponse,
  }),
  cargoDescription: defineRoute('GET', '/api/Shipment/DescriptionAndStatusOfCargo/:id', {
    params: raIdParams,
    response: cargoDescriptionResponse,
  }),
  updateCargoDescription: defineRoute('PUT', '/api/Shipment/DescriptionAndStatusOfCargo/:id', {
    params: raIdParams,
    body: cargoDescriptionUpdate,
    response: idResponse,
  }),
  finish: defineRoute('POST', '/api/Shipment/Attachment/FinishAndPrint/:id/:state', {
    params: finishParams,
    response: finishResponse,
  }),
  documents: defineRoute('GET', '/api/Shipment/AssociatedDocumentation/:id', {
    params: raIdParams,
    response: documentsResponse,
  }),
  addDocument: defineRoute('POST', '/api/Shipment/AssociatedDocumentation/:id', {
    params: raIdParams,
    body: documentCreate,
    response: documentsResponse,
  }),
  removeDocument: defineRoute('DELETE', '/api/Shipment/AssociatedDocumentation/:id/:docId', {
    params: documentParams,
    response: documentsResponse,
  }),
  packages: defineRoute('GET', '/api/Shipment/Package/:id', {
    params: raIdParams,
    response: packagesResponse,
  }),
  addPackage: defineRoute('POST', '/api/Shipment/Package/:id', {
    params: raIdParams,
    body: packageInput,
    response: packagesResponse,
  }),
  updatePackage: defineRoute('PUT', '/api/Shipment/Package/:id/:packageId', {
    params: packageParams,
    body: packageInput,
    response: packagesResponse,
  }),
  removePackage: defineRoute('DELETE', '/api/Shipment/Package/:id/:packageId', {
    params: packageParams,
    response: packagesResponse,
  }),
  attachments: defineRoute('GET', '/api/Shipment/Attachment/:id', {
    params: raIdParams,
    response: z.array(attachmentSummary),
  }),
  addAttachment: defineRoute('POST', '/api/Shipment/Attachment/:id', {
    params: raIdParams,
    body: attachmentCreate,
    response: attachmentSummary,
  }),
  attachmentPreview: defineRoute('GET', '/api/Shipment/Attachment/:id/:fileId', {
    params: attachmentParams,
    response: attachmentPreview,
  }),
  attachmentFile: defineRoute('GET', '/api/Shipment/Attachment/File/:id/:fileId', {
    params: attachmentParams,
    response: file,
  }),
  removeAttachment: defineRoute('DELETE', '/api/Shipment/Attachment/:id/:fileId', {
    params: attachmentParams,
    response: z.array(attachmentSummary),
  }),
  labelsPdf: defineRoute('GET', '/api/Shipment/PrintLabels/:id', { params: raIdParams, response: file }),
  labelsZpl: defineRoute('GET', '/api/Shipment/PrintLabels/:id/Zpl', {
    params: raIdParams,
    query: zplLabelsQuery,
    response: file,
  }),
  unitLabel: defineRoute('POST', '/api/Shipment/PrintLabels/:id/Bulto/:nnumero', {
    params: unitLabelParams,
    body: unitLabelRequest,
    response: file,
  }),
  voucher: defineRoute('GET', '/api/Shipment/Voucher/:id', { params: raIdParams, response: file }),
  importTemplate: defineRoute('GET', '/api/Shipment/Import/Template', { response: file }),
  importValidate: defineRoute('POST', '/api/Shipment/Import/Validate', {
    query: importQuery,
    response: importReport,
  }),
  importConfirm: defineRoute('POST', '/api/Shipment/Import/Confirm', {
    query: importConfirmQuery,
    response: importReport,
  }),
  importLabels: defineRoute('POST', '/api/Shipment/Import/Labels', {
    body: importLabelsRequest,
    response: file,
  }),
  detail: defineRoute('GET', '/api/Shipment/Detail/:id', { params: raIdParams, response: raDetailResponse }),
  history: defineRoute('GET', '/api/Shipment/Detail/:id/Bitacora', {
    params: raIdParams,
    response: z.array(raHistoryEntry),
  }),
  price: defineRoute('GET', '/api/Shipment/Price/:id', { params: raIdParams, response: raPriceResponse }),
  recalculatePrice: defineRoute('POST', '/api/Shipment/Price/:id', {
    params: raIdParams,
    response: raPriceResponse,
  }),
  units: defineRoute('GET', '/api/Shipment/Detail/:id/Bultos', {
    params: raIdParams,
    response: unitsResponse,
  }),
  trackingCode: defineRoute('GET', '/api/Shipment/Detail/:id/Seguimiento', {
    params: raIdParams,
    response: raTrackingCode,
  }),
} as const;
