/** The RA history's action codes as people read them (the 'Bitácora' tab). */
const HISTORY_ACTIONS: Record<string, string> = {
  CREAR: 'RA creado',
  ORIGEN_DESTINO: 'Origen y destino actualizados',
  CONDICIONES: 'Condiciones de recepción',
  DESCRIPCION: 'Descripción y estado de la carga',
  DOCUMENTO_AGREGADO: 'Documento agregado',
  DOCUMENTO_ELIMINADO: 'Documento eliminado',
  BULTO_AGREGADO: 'Bultos agregados',
  BULTO_MODIFICADO: 'Bulto modificado',
  BULTO_ELIMINADO: 'Bulto eliminado',
  ADJUNTO_AGREGADO: 'Archivo adjuntado',
  ADJUNTO_ELIMINADO: 'Archivo eliminado',
  FINALIZAR: 'Ingreso finalizado',
  PRECIO: 'Precio registrado',
  RECALCULAR_PRECIO: 'Precio recalculado',
  ANULAR: 'RA anulado',
  ENVIAROFI: 'Devuelto a oficina',
  EN_LISTA: 'Agregado a lista de carga',
  FUERA_LISTA: 'Retirado de lista de carga',
  BULTOS_LISTA: 'Bultos en lista de carga',
  DESPACHO: 'Despacho',
  CONTEO_DESTINO: 'Conteo en destino',
  SELLO_LLEGADA: 'Sello a la llegada',
  RECEPCION_DESTINO: 'Recepción en destino',
  ENTREGA: 'Entrega',
  ETIQUETA_REIMPRESA: 'Etiqueta reimpresa',
  WEBHOOK_FALLIDO: 'Webhook fallido',
  AVISO_ENVIADO: 'Aviso por correo enviado',
  AVISO_FALLIDO: 'Aviso por correo fallido',
  PAGO: 'Pago registrado',
  PAGO_ANULADO: 'Pago anulado',
  CONDICION_PAGO: 'Condición de pago',
};

/** An unknown (newer) code still reads: 'LISTA_CARGA' → 'Lista carga'. */
export function historyActionLabel(code: string): string {
  const known = HISTORY_ACTIONS[code];
  if (known) return known;
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
