// The import template's columns (issue 17). One row per package line; the rows that share a 'Grupo'
// make one RA, whose fields are taken from the group's first row (the others leave them empty or repeat
// them). `key` is the wizard's field name, so the wizard's own schemas check the values.

/** Which list of codes a column's drop-down offers in the template. */
export type ColumnList =
  | 'office'
  | 'warehouse'
  | 'via'
  | 'modality'
  | 'cargoType'
  | 'cargoState'
  | 'packageType'
  | 'flag'
  | 'receptionType'
  | 'billing';

/** Each list's header on the template's 'Listas' sheet, in the user's language (issue 29). */
export const LIST_HEADERS: Record<ColumnList, string> = {
  office: 'Oficinas',
  warehouse: 'Bodegas',
  via: 'Medios de envío',
  modality: 'Modalidades',
  cargoType: 'Tipos de carga',
  cargoState: 'Estados de la carga',
  packageType: 'Tipos de bulto',
  flag: 'Sí / No',
  receptionType: 'Tipos de recepción',
  billing: 'Facturar a',
};

export interface ImportColumn {
  header: string;
  key: string;
  /** 'ra': the RA's field (group's first row); 'bulto': the row's package line. */
  level: 'grupo' | 'ra' | 'bulto';
  list?: ColumnList;
  help: string;
  width?: number;
}

const ra = (header: string, key: string, help: string, list?: ColumnList, width?: number): ImportColumn => ({
  header,
  key,
  level: 'ra',
  help,
  ...(list && { list }),
  ...(width && { width }),
});
const line = (header: string, key: string, help: string, list?: ColumnList): ImportColumn => ({
  header,
  key,
  level: 'bulto',
  help,
  ...(list && { list }),
});
const flag = (header: string, key: string, help: string) =>
  ra(header, key, `${help} (S o N; vacío es N)`, 'flag');

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    header: 'Grupo',
    key: 'grupo',
    level: 'grupo',
    help: 'Obligatorio. Las filas con el mismo grupo forman un RA (una fila por línea de bultos)',
  },
  ra('Oficina origen', 'scodoficinaorigen', 'Código de la oficina que recibe la carga', 'office'),
  ra('RUT remitente', 'rutRemitente', 'Obligatorio, con dígito verificador (76086428-5)', undefined, 14),
  ra('Nombre remitente', 'nomRemitente', 'Obligatorio', undefined, 24),
  ra('RUT destinatario', 'rutDestinatario', 'Obligatorio, con dígito verificador', undefined, 14),
  ra('Nombre destinatario', 'nomDestinatario', 'Obligatorio', undefined, 24),
  ra('RUT agente', 'rutAgente', 'Opcional; con agente, su RUT y su nombre'),
  ra('Nombre agente', 'nomAgente', 'Opcional'),
  ra(
    'Tipo recepción',
    'tipoRecepcion',
    'FISIC (carga física) o DOCUM (documentos); vacío es FISIC',
    'receptionType',
  ),
  ra('Enviado por', 'enviadoPor', 'Medio de envío; vacío es TER', 'via'),
  ra('Otro medio', 'otroMedio', 'Obligatorio si el medio no es TER, MAR ni AER'),
  ra('Modalidad', 'modalidadEnvio', 'Modalidad de envío; vacío es LCL', 'modality'),
  ra('Facturar a', 'sfacturar', 'DESTI, REMIT u OTRO; vacío es DESTI', 'billing'),
  ra('RUT facturación', 'srutfacturar', 'Obligatorio si se factura a OTRO'),
  ra('Tracking externo', 'sidtrackingext', 'Opcional'),
  flag('Retiro en local', 'sindretirolocal', 'Retiro en local'),
  flag('Entrega en local', 'sindentregalocal', 'Entrega en local'),
  flag('Envío directo', 'sindenviodirecto', 'Envío directo'),
  ra('Bodega origen', 'scodbodegaorigen', 'Código de la bodega de origen', 'warehouse'),
  ra('Bodega destino', 'scodbodegadestino', 'Código de la bodega de destino', 'warehouse'),
  ra('Oficina destino', 'scodoficinadestino', 'Código de la oficina de destino', 'office'),
  ra('Tipo de carga', 'scodtipocarga', 'Obligatorio', 'cargoType'),
  ra('Descripción de la carga', 'sdescripcioncarga', 'Opcional', undefined, 28),
  ra('Condición de la carga', 'scondicioncarga', 'Opcional'),
  ra('Condición adicional', 'scondicionadicional', 'Opcional'),
  ra('Estado de la carga', 'scodestadocarga', 'Vacío es NORMAL', 'cargoState'),
  flag('Carga IMO', 'sindcargaimo', 'Carga peligrosa'),
  flag('Sobredimensionada', 'sindsobredimension', 'Sobredimensionada'),
  flag('No apilable', 'sindnoapilable', 'No apilable'),
  flag('Plana', 'sindplana', 'Plana'),
  flag('Frágil', 'sindfragil', 'Frágil'),
  flag('Refrigerada', 'sindreef', 'Refrigerada'),
  ra('Temperatura °C', 'ntemperatura', 'Obligatoria si es refrigerada: entero de -99 a 99'),
  line('Tipo de bulto', 'scodtipobulto', 'Obligatorio en cada línea de bultos', 'packageType'),
  line('Cantidad', 'ncantidadbultos', 'Bultos iguales de la línea: entero, al menos 1'),
  line('Peso kg', 'npesobultokg', 'Peso de un bulto en kg, hasta 2 decimales: 12,5'),
  line('Largo cm', 'nlargocm', 'Centímetros, hasta 1 decimal: 45,5'),
  line('Ancho cm', 'nanchocm', 'Centímetros, hasta 1 decimal: 45,5'),
  line('Alto cm', 'naltocm', 'Centímetros, hasta 1 decimal: 45,5'),
  line('Referencia del bulto', 'sreferencia', 'Opcional'),
];

export const columnByKey = new Map(IMPORT_COLUMNS.map((c) => [c.key, c]));
/** The data sheet's name in the template (a file without it is read from its first sheet). */
export const DATA_SHEET = 'RA';
export const INSTRUCTIONS_SHEET = 'Instrucciones';
export const LISTS_SHEET = 'Listas';
