// Code lists the screens need. Synchronised on every start (inserted or renamed, never deleted),
// so a later release can add a state or a vía without a hand-written data migration.
export interface ParameterRow {
  sgrupo: string;
  scodparametro01: string;
  sdeslargo01: string;
  scodparametro02?: string;
}

const group = (sgrupo: string, rows: Array<[string, string] | [string, string, string]>): ParameterRow[] =>
  rows.map(([scodparametro01, sdeslargo01, scodparametro02]) => ({
    sgrupo,
    scodparametro01,
    sdeslargo01,
    scodparametro02,
  }));

export const parameterGroups = {
  via: 'VIA',
  modality: 'MODALIDAD',
  cargoType: 'TIPOCARGA',
  packageType: 'TIPOBULTO',
  documentType: 'TIPODOCUMENTO',
  raState: 'ESTADORA',
  billingParty: 'FACTURAR',
  receptionType: 'TIPORECEPCION',
  cargoState: 'ESTADOCARGA',
  repackType: 'TIPOEMPAQUE',
  equipmentType: 'TIPOEQUIPO',
  shippingTerm: 'TERMINOENVIO',
  deliveryType: 'TIPOENTREGA',
  costType: 'TIPOCOSTO',
  costAssignment: 'TIPOASIGNACION',
  operationState: 'ESTADOOPERACION',
  loadingListState: 'ESTADOLISTA',
} as const;

export const referenceParameters: ParameterRow[] = [
  ...group(parameterGroups.via, [
    ['TER', 'Terrestre'],
    ['MAR', 'Marítimo'],
    ['AER', 'Aéreo'],
    ['BUS', 'Bus de pasajeros'],
    ['COU', 'Courier'],
    ['OTR', 'Otro medio'],
  ]),
  ...group(parameterGroups.modality, [
    ['LCL', 'Carga consolidada (LCL)'],
    ['FCL', 'Contenedor completo (FCL)'],
    ['ESP', 'Carga especial'],
  ]),
  ...group(parameterGroups.cargoType, [
    ['GENERAL', 'Carga general'],
    ['PERECIBLE', 'Carga perecible'],
    ['PELIGROSA', 'Carga peligrosa'],
    ['VALORADA', 'Carga valorada'],
    ['SINTARIFA', 'Sin tarifa'],
  ]),
  ...group(parameterGroups.packageType, [
    ['CAJA', 'Caja'],
    ['PALLET', 'Pallet'],
    ['SOBRE', 'Sobre'],
    ['BULTO', 'Bulto'],
    ['TAMBOR', 'Tambor'],
    ['ROLLO', 'Rollo'],
  ]),
  ...group(parameterGroups.documentType, [
    ['FACTURA', 'Factura'],
    ['GUIA', 'Guía de despacho'],
    ['BOLETA', 'Boleta'],
    ['OTRO', 'Otro documento'],
  ]),
  ...group(parameterGroups.raState, [
    ['ENCREA', 'En creación'],
    ['ENPREP', 'En preparación'],
    ['BORIG', 'En bodega de origen'],
    ['ENLIS', 'En lista de carga'],
    ['ENTRA', 'En tránsito'],
    ['BDEST', 'En bodega de destino'],
    ['ENTRE', 'Entregado'],
    ['ENVIA', 'Enviado a oficina'],
    ['ANULA', 'Anulado'],
  ]),
  ...group(parameterGroups.billingParty, [
    ['DESTI', 'Destinatario'],
    ['REMIT', 'Remitente'],
    ['OTRO', 'Otro'],
  ]),
  ...group(parameterGroups.receptionType, [
    ['FISIC', 'Carga física'],
    ['DOCUM', 'Sólo documentos'],
  ]),
  ...group(parameterGroups.cargoState, [
    ['NORMAL', 'Normal'],
    ['DANADA', 'Con daños'],
    ['HUMEDA', 'Con humedad'],
    ['ABIERTA', 'Embalaje abierto'],
  ]),
  ...group(parameterGroups.repackType, [
    ['FILM', 'Film'],
    ['CAJA', 'Caja'],
    ['PALLET', 'Pallet'],
    ['ZUNCHO', 'Zuncho'],
  ]),
  ...group(parameterGroups.equipmentType, [
    ['CAMION', 'Camión', 'TER'],
    ['RAMPLA', 'Rampla', 'TER'],
    ['CONT20', 'Contenedor 20 pies', 'MAR'],
    ['CONT40', 'Contenedor 40 pies', 'MAR'],
    ['ULD', 'Contenedor aéreo (ULD)', 'AER'],
  ]),
  ...group(parameterGroups.shippingTerm, [
    ['PUERTA', 'Puerta a puerta'],
    ['OFICINA', 'Retiro en oficina de destino'],
    ['BODEGA', 'Retiro en bodega de destino'],
  ]),
  ...group(parameterGroups.deliveryType, [
    ['DOMICILIO', 'Entrega a domicilio'],
    ['RETIRO', 'Retiro por el cliente'],
    ['TRANSPORTISTA', 'Entrega a su transportista'],
  ]),
  ...group(parameterGroups.costType, [
    ['FLETE', 'Flete'],
    ['PEAJE', 'Peajes'],
    ['ESTIBA', 'Estiba y desestiba'],
    ['COMBUSTIBLE', 'Combustible'],
    ['SEGURO', 'Seguro'],
    ['OTRO', 'Otro costo'],
  ]),
  ...group(parameterGroups.costAssignment, [
    ['OPE', 'Operación completa'],
    ['RA', 'RA'],
  ]),
  ...group(parameterGroups.operationState, [
    ['ABIERTA', 'Abierta'],
    ['CERRADA', 'Cerrada'],
  ]),
  ...group(parameterGroups.loadingListState, [
    ['ENCREA', 'En creación'],
    ['CERRADA', 'Cerrada'],
    ['DESPA', 'Despachada'],
    ['RECEP', 'Recepcionada'],
  ]),
];
