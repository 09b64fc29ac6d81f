// Whose tariff prices an RA (issue 29): always the billed client's, which is the recipient unless step 2
// says otherwise. A tariff entered for the sender silently did not apply; these texts say it wherever a
// price or its absence is shown (step 2, step 7, the tariff form).

/** The billed party of step 2 (`sfacturar`), as a sentence names it. */
export const BILLING_PARTY_NAMES: Record<string, string> = {
  DESTI: 'destinatario',
  REMIT: 'remitente',
  OTRO: 'otro cliente',
};

/** 'Comercial Austral (remitente)', or the name alone when the party is unknown. */
function named(name: string, party: string | null | undefined) {
  const role = party ? BILLING_PARTY_NAMES[party] : undefined;
  return role ? `${name} (${role})` : name;
}

/** Step 7 and the price card, priced: 'Precio según la tarifa de Comercial Austral (destinatario)'. */
export const pricedByTariffOf = (name: string, party?: string | null) =>
  `Precio según la tarifa de ${named(name, party)}`;

/** Step 7 and the price card, unpriced: 'Sin tarifa para Comercial Austral (remitente)'. */
export const noTariffFor = (name: string, party?: string | null) => `Sin tarifa para ${named(name, party)}`;

/** Step 2, beside 'Facturar a': which client's tariff will price the RA. */
export function tariffAppliedText(name: string | null, party: string | null | undefined): string {
  if (!name) return 'Se aplicará la tarifa del cliente a facturar: elíjalo para saber cuál.';
  return `Se aplicará la tarifa de ${named(name, party)}: las tarifas son del cliente a quien se factura el RA.`;
}

/** The tariff form: whose tariff it is and which RAs it prices. */
export function tariffOwnerText(name: string | null): string {
  const whose = name ? `Tarifa de ${name}: se aplica` : 'Una tarifa se aplica';
  return `${whose} a los RA que se facturan a ese cliente (por defecto, al destinatario). A un RA que se factura a otro cliente, por ejemplo al remitente, no se aplica.`;
}

interface PriceOwner {
  priced: boolean;
  scodmotivo?: string;
  tarifa?: { snombrecorto: string };
  clientefacturado: { snombrecorto: string; sfacturar: string | null } | null;
}

/**
 * The line naming whose tariff priced an RA or that the billed client has none; null for SINTARIFA cargo
 * (never priced, whoever pays) and for an RA billing no registered client (its reason says so already).
 */
export function tariffOwnerOf(price: PriceOwner): string | null {
  const party = price.clientefacturado?.sfacturar;
  if (price.priced && price.tarifa) return pricedByTariffOf(price.tarifa.snombrecorto, party);
  if (price.scodmotivo === 'SINTARIFA' || !price.clientefacturado) return null;
  return noTariffFor(price.clientefacturado.snombrecorto, party);
}
