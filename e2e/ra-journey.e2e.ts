import { formatDate } from '@carga/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshDocumentId, runTag } from './fixtures/api.ts';
import { menuLink, settled, shot, shotModal, usePages } from './fixtures/browser.ts';
import { listCard, raCard, raCardText, textOf } from './fixtures/lists.ts';
import { choose, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { DEMO } from './fixtures/ra.ts';
import { signOnPad } from './fixtures/signature.ts';
import {
  addRas,
  closeList,
  createLoadList,
  createOperation,
  findLoadList,
} from './fixtures/warehouse-screens.ts';
import { addPackage, continueTo, sendToWarehouse } from './fixtures/wizard.ts';

// One RA from the counter to the customer, only through the screens: oficina.scl registers it with the
// 7-step wizard and sends it to BDSCL; bodega.scl puts it on a load list of a new operation to BDPUQ,
// closes the list and dispatches it with its seal; bodega.puq receives it one pallet short and hands
// it over; the customer sees it delivered, with the difference, in Mis cargas.

const SENDER = DEMO.comercialAustral;
const RECIPIENT = DEMO.losAndes;
const PICKUP = { name: 'Juan Soto', rut: '12345678-5' };

/** The RA detail (/detalle/recepcion/{id}) as this user sees it, once its 'Estado' reads `state`. */
async function openRaDetail(page: Page, ra: number, state: string) {
  await page.goto(`/detalle/recepcion/${ra}`);
  const status = page.getByRole('group', { name: 'Estado', exact: true });
  await expect.poll(() => textOf(status)).toContain(state);
}

describe('an RA from the wizard to its delivery', () => {
  const pages = usePages();
  const tag = runTag();
  const description = `Repuestos ${tag}`;
  const reason = `Pallet extraviado ${tag}`;

  it('goes office → BDSCL → truck → BDPUQ → recipient, and the customer sees it', {
    timeout: 300_000,
  }, async () => {
    // (1) oficina.scl registers the RA through the 7 steps and sends it to the warehouse.
    const office = await pages.signedIn('oficina.scl');
    await office.goto('/dashboard/origen');
    await office.getByRole('link', { name: /Nuevo ingreso/ }).click();
    await office.waitForURL('**/pasos/paso-1');
    await office.getByRole('heading', { name: 'Origen y destino de la carga' }).waitFor();
    await field(office, 'Rut remitente').fill(SENDER.rut);
    await expect.poll(() => field(office, 'Nombre remitente').inputValue()).toBe(SENDER.name);
    await field(office, 'Nombre destinatario').fill(RECIPIENT.name);
    await expect.poll(() => field(office, 'Rut destinatario').inputValue()).toBe(RECIPIENT.rut);
    await continueTo(office, 2, 'Condiciones de recepción');
    const heading = await office.getByRole('heading', { name: /^RA: \d+$/ }).textContent();
    const ra = Number(heading?.replace('RA: ', ''));
    expect(ra).toBeGreaterThan(0);

    expect(await field(office, 'Bodega de origen').inputValue()).toBe('Bodega Santiago (BDSCL)');
    expect(await field(office, 'Bodega de destino').inputValue()).toBe('Bodega Punta Arenas (BDPUQ)');
    await continueTo(office, 3, 'Descripción y estado de la carga');

    await choose(office, 'Tipo de carga', 'Carga general');
    await office.getByLabel('Descripción de la carga').fill(description);
    await continueTo(office, 4, 'Documentación asociada');

    const invoice = freshDocumentId();
    await choose(office, 'Tipo de documento', 'Factura');
    await field(office, 'Número').fill(invoice);
    await field(office, 'Valor (CLP)').fill('850000');
    await office.getByRole('button', { name: 'Agregar' }).click();
    await office.getByRole('row', { name: new RegExp(invoice) }).waitFor();
    await continueTo(office, 5, 'Detalle de los bultos');

    // 3 boxes and 2 pallets: 5 units.
    await addPackage(office, 'Caja', ['3', '15', '40', '50', '30'], `Cajas ${tag}`);
    await office.getByRole('button', { name: 'Editar bulto 1' }).waitFor();
    await addPackage(office, 'Pallet', ['2', '250', '120', '100', '100'], `Pallets ${tag}`);
    await office.getByRole('button', { name: 'Editar bulto 2' }).waitFor();
    await expect.poll(() => textOf(office.getByRole('group', { name: 'Total bultos' }))).toContain('5');
    await shot(office, 'viaje-ra-1-bultos');
    await continueTo(office, 6, 'Archivos adjuntos');
    await continueTo(office, 7, 'Imprimir');

    await sendToWarehouse(office);
    await office.getByText(`El RA ${ra} quedó en estado En bodega de origen.`).waitFor();
    await shot(office, 'viaje-ra-1-enviado-a-bodega');
    await office.getByRole('button', { name: 'Salir' }).click();
    await office.waitForURL('**/dashboard/origen');
    await office.close();

    // (2) bodega.scl finds it in Consulta RA, makes an operation to BDPUQ and a load list with the RA,
    // and closes the list with the truck's data.
    const scl = await pages.signedIn('bodega.scl');
    await menuLink(scl, 'Consulta RA').click();
    await scl.waitForURL('**/dashboard/consulta-ra');
    await field(scl, 'N° RA').fill(String(ra));
    await scl.getByRole('button', { name: 'Buscar' }).click();
    const listed = scl.getByRole('table', { name: 'RA de la bodega' }).locator('tbody tr');
    await expect.poll(() => listed.count()).toBe(1);
    expect(await textOf(listed)).toContain(String(ra));
    expect(await textOf(listed)).toContain('En bodega de origen');
    await scl.getByRole('link', { name: `Ver RA ${ra}` }).click();
    await scl.getByRole('heading', { name: 'Detalle de recepción' }).waitFor();
    await expect
      .poll(() => textOf(scl.getByRole('group', { name: 'Estado', exact: true })))
      .toContain('En bodega de origen');

    const trip = `Viaje ${tag}`;
    const operation = await createOperation(scl, trip);
    const code = await createLoadList(scl, operation, trip);
    await addRas(scl, [ra]);
    await expect.poll(() => raCardText(scl, ra)).toContain('Bultos ingresados5');
    await settled(scl);
    await shot(scl, 'viaje-ra-2-lista-de-carga');
    await closeList(scl, {
      plate: 'GHJK56',
      trailer: 'PR7890',
      driver: 'Luis Mansilla',
      prefix: '56',
      phone: '998877665',
    });
    const closed = await findLoadList(scl, code);
    await expect.poll(() => textOf(closed)).toContain('Cerrada');

    // (3) Despacho: the list leaves with its seal and a comment.
    await menuLink(scl, 'Despacho').click();
    await scl.waitForURL('**/dashboard/despacho');
    await field(scl, 'Código operación').fill(String(operation));
    await scl.getByRole('button', { name: 'Buscar' }).click();
    const toDispatch = listCard(scl, code);
    await expect.poll(() => textOf(toDispatch)).toContain(`OP ${operation}`);
    expect(await textOf(toDispatch)).toContain('Bultos5');
    await scl.getByRole('button', { name: `Editar lista ${code}` }).click();
    await scl.waitForURL(`**/detalle/despacho-lista/${code}`);
    const seal = `SELLO-${tag}`;
    await field(scl, 'Sello de seguridad').fill(seal);
    await field(scl, 'Comentario').fill(`Pallets al fondo ${tag}`);
    const send = scl.getByRole('button', { name: 'Despachar lista', exact: true });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await shot(scl, 'viaje-ra-3-despacho');
    await send.click();
    await modalShown(scl);
    await scl.getByRole('dialog').getByRole('button', { name: 'Despachar', exact: true }).click();
    await scl.waitForURL('**/dashboard/despacho');
    await openRaDetail(scl, ra, 'En tránsito');
    await scl.close();

    // (4) Recibir at BDPUQ: one of the two pallets did not arrive.
    const puq = await pages.signedIn('bodega.puq');
    await menuLink(puq, 'Recibir').click();
    await puq.waitForURL('**/dashboard/recibir');
    await field(puq, 'Código lista').fill(code);
    await puq.getByRole('button', { name: 'Buscar' }).click();
    const toReceive = listCard(puq, code);
    await expect.poll(() => textOf(toReceive)).toContain('Despachada');
    await puq.getByRole('button', { name: `Abrir lista ${code}` }).click();
    await puq.waitForURL(`**/detalle/recibir/${code}`);
    await expect.poll(() => raCardText(puq, ra)).toContain('Despachados5');
    expect(await textOf(puq.locator('[aria-label="Datos de la lista"]'))).toContain(seal);

    await puq.getByRole('button', { name: `Editar RA ${ra}` }).click();
    await modalShown(puq);
    const edit = puq.getByRole('dialog', { name: `Editar RA ${ra}` });
    const pallets = edit.getByRole('group', { name: /^Bulto Pallet/ });
    await pallets.waitFor();
    await pallets.getByRole('textbox', { name: 'Recibidos' }).fill('1');
    await pallets.getByRole('textbox', { name: 'Motivo de la diferencia' }).fill(reason);
    await expect.poll(() => textOf(pallets)).toContain('Faltantes 1');
    const confirm = edit.getByRole('button', { name: 'Confirmar' });
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await settled(puq);
    await shotModal(puq, 'viaje-ra-4-editar-ra');
    await confirm.click();
    await modalsGone(puq);
    await expect.poll(() => raCardText(puq, ra)).toContain('Faltantes1');
    expect(await raCardText(puq, ra)).toContain('Con diferencias');
    await shot(puq, 'viaje-ra-4-recibir');

    await puq.getByRole('button', { name: 'Recepcionar' }).click();
    await modalShown(puq);
    await puq.getByRole('dialog').getByRole('button', { name: 'Recepcionar' }).click();
    await puq.waitForURL('**/dashboard/recibir');
    await field(puq, 'Código lista').fill(code);
    await puq.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => textOf(toReceive)).toContain('Recepcionada');
    await openRaDetail(puq, ra, 'En bodega de destino');
    const differences = puq.getByRole('region', { name: 'Diferencias en destino' });
    await expect.poll(() => textOf(differences)).toContain('1 bulto faltante');
    expect(await textOf(differences)).toContain(reason);

    // (5) Destino → Entregar: the recipient's driver takes it.
    await menuLink(puq, 'Entregar').click();
    await puq.waitForURL('**/dashboard/entregar');
    await field(puq, 'N° RA').fill(String(ra));
    await puq.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => raCardText(puq, ra)).toContain('Con diferencias');
    expect(await textOf(raCard(puq, ra).getByRole('group', { name: 'Bultos recibidos' }))).toContain('4');
    expect(await textOf(raCard(puq, ra).getByRole('group', { name: 'Faltantes' }))).toContain('1');
    await puq.getByRole('button', { name: `Entregar RA ${ra}`, exact: true }).click();
    const handOver = puq.getByRole('dialog', { name: `Entregar RA ${ra}`, exact: true });
    await handOver.waitFor();
    await field(puq, 'Nombre de quien retira').fill(PICKUP.name);
    await field(puq, 'Rut de quien retira').fill(PICKUP.rut);
    await signOnPad(puq);
    await settled(puq);
    await shotModal(puq, 'viaje-ra-5-entregar');
    const before = formatDate(new Date());
    await handOver.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect.poll(() => handOver.count()).toBe(0);
    // The day of the hand-over, in Chile (either side of midnight if the test straddles it).
    const day = `(${[before, formatDate(new Date())].join('|')})`;
    await puq.getByText('Entregadas', { exact: true }).click();
    await expect
      .poll(() => raCardText(puq, ra))
      .toMatch(new RegExp(`Entregado a ${PICKUP.name} \\(${PICKUP.rut}\\) el ${day}`));
    await openRaDetail(puq, ra, 'Entregado');
    await puq.close();

    // (6) The customer: delivered, with the day, in Mis cargas; the difference and the delivery in the detail.
    const customer = await pages.signedIn('cliente');
    await menuLink(customer, 'Mis cargas').click();
    await customer.waitForURL('**/dashboard/cargas');
    await field(customer, 'N°RA').fill(String(ra));
    await customer.getByRole('button', { name: 'Buscar' }).click();
    const row = customer.getByRole('table', { name: 'Mis cargas' }).locator('tbody tr');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => textOf(row)).toMatch(new RegExp(`Entregado\\s*el ${day}`));
    expect(await textOf(row)).toContain(String(ra));
    await shot(customer, 'viaje-ra-6-mis-cargas');
    await customer.getByRole('link', { name: `Ver RA ${ra}`, exact: true }).click();
    await customer.getByRole('heading', { name: 'Detalle de carga' }).waitFor();
    await expect
      .poll(() => textOf(customer.getByRole('group', { name: 'Estado', exact: true })))
      .toContain('Entregado');
    const seen = customer.getByRole('region', { name: 'Diferencias en destino' });
    await expect.poll(() => textOf(seen)).toContain('1 bulto faltante');
    expect(await textOf(seen)).toContain(reason);
    const delivery = customer.getByRole('region', { name: 'Entrega', exact: true });
    expect(await textOf(delivery)).toContain(PICKUP.name);
    expect(await textOf(delivery)).toContain(PICKUP.rut);
    await settled(customer);
    await shot(customer, 'viaje-ra-6-detalle-de-carga');
    await customer.close();
  });
});
