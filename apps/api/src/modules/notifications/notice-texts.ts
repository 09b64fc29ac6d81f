import { type CargoEventKind, formatDayTime } from '@carga/domain';

// The words of the e-mail notices (issue 16): a plain-text body and the same in simple HTML, Spanish.

export interface Differences {
  nfaltantes: number;
  ndanados: number;
  motivos?: string[];
}

export interface NoticeFacts {
  nidra: number;
  sevento: CargoEventKind;
  sasunto: string;
  trackingLink: string;
  /** Where it happened: the origin office, the destination warehouse. */
  place: string;
  /** LLEGADA: what was missing or damaged for this RA, when anything was. */
  differences?: Differences | null;
  /** PAGADA: the amount paid, as '$12.500'. */
  payment?: { smonto: string } | null;
  /** FACTURADA: the document ('Boleta electrónica N° 7') and its total as '$12.500'. */
  document?: { sdocumento: string; stotal: string; sxml: boolean } | null;
  /** VISITA_FALLIDA: why the driver could not deliver it (issue 35). */
  visit?: { smotivo: string } | null;
  /** ENTREGADA: who took it and when. */
  delivery?: { snombreretira: string; srutretira: string; dfhoentrega: string } | null;
}

export interface NoticeBody {
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function paragraphs(facts: NoticeFacts): string[] {
  const ra = `RA ${facts.nidra}`;
  switch (facts.sevento) {
    case 'RECIBIDA':
      return [`Su carga ${ra} fue recibida en ${facts.place} y espera su despacho.`];
    case 'DESPACHADA':
      return [`Su carga ${ra} fue despachada hacia ${facts.place}.`];
    case 'LLEGADA': {
      const lines = [`Su carga ${ra} llegó a destino: ${facts.place}.`];
      const d = facts.differences;
      if (d && (d.nfaltantes > 0 || d.ndanados > 0)) {
        lines.push('Diferencias registradas a la llegada:');
        if (d.nfaltantes > 0) lines.push(`- Bultos faltantes: ${d.nfaltantes}`);
        if (d.ndanados > 0) lines.push(`- Bultos dañados: ${d.ndanados}`);
        if (d.motivos?.length) lines.push(`- Motivo: ${d.motivos.join('; ')}`);
      }
      return lines;
    }
    case 'PAGADA':
      return [`Se registró el pago de su carga ${ra}${facts.payment ? ` por ${facts.payment.smonto}` : ''}.`];
    case 'FACTURADA': {
      const d = facts.document;
      return [
        `Se emitió ${d ? `la ${d.sdocumento} por ${d.stotal}` : 'el documento tributario'} de su carga ${ra}.`,
        d?.sxml ? 'Adjuntamos el documento en PDF y su XML.' : 'Adjuntamos el documento en PDF.',
      ];
    }
    case 'VISITA_FALLIDA':
      return [
        `No pudimos entregar su carga ${ra} en su domicilio${facts.visit ? `: ${facts.visit.smotivo}` : ''}.`,
        'Coordinaremos una nueva visita, o puede retirarla en nuestra bodega.',
      ];
    case 'EN_REPARTO':
      return [`Su carga ${ra} salió de ${facts.place} en el vehículo de reparto: hoy llega a su domicilio.`];
    case 'ENTREGADA': {
      const who = facts.delivery
        ? ` a ${facts.delivery.snombreretira} (${facts.delivery.srutretira}) el ${formatDayTime(facts.delivery.dfhoentrega)}`
        : '';
      return [
        `Su carga ${ra} fue entregada en ${facts.place}${who}.`,
        'Adjuntamos el comprobante de entrega en PDF.',
      ];
    }
  }
}

/** The body of one notice; the tracking link goes in every one. */
export function noticeBody(facts: NoticeFacts): NoticeBody {
  return noticeLayout(facts.sasunto, paragraphs(facts), 'Siga su carga en:', facts.trackingLink);
}

/** A notice's text and HTML: its paragraphs, then `follow` with `link`, then the automatic footer. */
export function noticeLayout(
  sasunto: string,
  lines: string[],
  follow: string,
  followLink: string,
): NoticeBody {
  const footer = 'Este es un aviso automático; no responda este correo.';
  const text = [...lines, '', follow, followLink, '', footer].join('\n');
  const link = escapeHtml(followLink);
  const html = [
    '<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#222">',
    `<h2 style="font-size:18px">${escapeHtml(sasunto)}</h2>`,
    ...lines.map((line) => `<p style="margin:4px 0">${escapeHtml(line)}</p>`),
    `<p>${follow} <a href="${link}">${link}</a></p>`,
    `<p style="color:#777;font-size:12px">${footer}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}
