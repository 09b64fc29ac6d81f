import { billingMessages, formatPesos } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import { amountDue, useCollectionOn } from './fixtures/billing.ts';
import { createDeliveryCashier, openCaja, type PricedClient, pricedClient } from './fixtures/billing-flow.ts';
import { bothSizes, shoot, usePages } from './fixtures/browser.ts';
import { raCard, raCardText } from './fixtures/lists.ts';
import { choose, expectNotification, field } from './fixtures/mantine.ts';
import { createRa, DEMO, warehouseRa } from './fixtures/ra.ts';
import { signOnPad } from './fixtures/signature.ts';
import { createClosedList, dispatchList } from './fixtures/warehouse-data.ts';
import { continueTo } from './fixtures/wizard.ts';

// Issue 33 at the counters: an RA POR PAGAR reaches Punta Arenas; Entregar shows what is owed and asks to
// charge it first; the hand-over from the scan screen is refused by the API (409, in Spanish), charged by
// transfer from there and then delivered. At origin, step 2 proposes Cuenta corriente for a payer with one
// and warns that it is over its credit limit, which Cliente / Proveedor's 'Crédito' shows and sets.

const PICKUP = { name: 'Marta Díaz', rut: '12345678-5' };

describe('Por pagar at Entregar, and Cuenta corriente at step 2 (issue 33)', () => {
  useCollectionOn();
  const pages = usePages();
  const tag = runTag();
  let cashier = '';
  let porPagar = 0;
  let recipient: PricedClient;
  let payer: PricedClient;

  beforeAll(async () => {
    const admin = await apiSignIn('admin');
    recipient = await pricedClient(admin, `Destino ${tag}`);
    payer = await pricedClient(admin, `Cuenta ${tag}`);
    cashier = await createDeliveryCashier(admin, tag);

    // An RA the recipient pays on delivery (DESTI: the server proposes POR PAGAR), sent to BDPUQ.
    const office = await apiSignIn('oficina.scl');
    porPagar = await warehouseRa(office, `Por pagar ${tag}`, 2, {
      sender: DEMO.ferreteriaMagallanes,
      recipient,
    });
    const origin = await apiSignIn('bodega.scl');
    const { code } = await createClosedList(origin, `Cobro ${tag}`, [porPagar]);
    await dispatchList(origin, code, `P-${tag}`);
    const destination = await apiSignIn(cashier);
    await api(destination, 'PUT', `/Destination/${code}`);
    await openCaja(destination, 'BDPUQ');
  }, 180_000);

  it('Entregar: owes, is refused by the API, is paid by transfer and delivered', {
    timeout: 180_000,
  }, async () => {
    const due = await amountDue(await apiSignIn(cashier), porPagar);
    expect(due.value).toBeGreaterThan(0);
    const page = await pages.signedIn(cashier);
    await page.goto('/dashboard/entregar');
    await page.getByRole('heading', { name: 'Entregar' }).waitFor();
    await field(page, 'N° RA').fill(String(porPagar));
    await choose(page, 'Condición de pago', 'Por pagar');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect.poll(() => raCardText(page, porPagar)).toContain(`Por cobrar ${due.text}`);
    const card = await raCardText(page, porPagar);
    expect(card).toContain('Por pagar');
    expect(card).toContain('Pendiente de pago');
    await bothSizes(page, 'entregar-por-cobrar');

    // The hand-over asks first to charge it.
    await raCard(page, porPagar)
      .getByRole('button', { name: `Entregar RA ${porPagar}` })
      .click();
    const charge = page.getByRole('dialog', { name: `Cobrar RA ${porPagar}` });
    await charge.getByLabel('Monto a cobrar').getByText(due.text).waitFor();
    await shoot(page, 'entregar-cobrar-primero-desktop');
    await charge.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => charge.count()).toBe(0);

    // From the scan screen the API refuses the hand-over (409) and says why.
    await page.goto(`/detalle/entregar/${porPagar}/escanear`);
    await page.getByRole('button', { name: 'Entregar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Entregar RA ${porPagar}`, exact: true });
    await field(dialog, 'Nombre de quien retira').fill(PICKUP.name);
    await field(dialog, 'Rut de quien retira').fill(PICKUP.rut);
    await signOnPad(page);
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await dialog.getByText(billingMessages.unpaidDelivery(due.text)).waitFor();
    await bothSizes(page, 'entregar-rechazada-409');

    // 'Cobrar' by transfer, then the same hand-over goes through.
    await dialog.getByRole('button', { name: 'Cobrar' }).click();
    const pay = page.getByRole('dialog', { name: `Cobrar RA ${porPagar}` });
    await pay.getByText('Transferencia', { exact: true }).click();
    await field(pay, 'Número de transferencia').fill(`TR-${tag}`);
    await shoot(page, 'entregar-pago-transferencia-desktop');
    await pay.getByRole('button', { name: 'Registrar pago' }).click();
    await expectNotification(page, `Pago del RA ${porPagar} registrado`);
    await expect.poll(() => pay.count()).toBe(0);
    await expect.poll(() => dialog.getByText(billingMessages.unpaidDelivery(due.text)).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expectNotification(page, `Entrega del RA ${porPagar} registrada`);
    await page.waitForURL('**/dashboard/entregar');

    const paid = await api<{ nadeudado: number; scodestadopago: string }>(
      await apiSignIn(cashier),
      'GET',
      `/Billing/RA/${porPagar}`,
    );
    expect(paid).toMatchObject({ nadeudado: 0, scodestadopago: 'PAGADO' });
    await page.close();
  });

  it("Crédito in Cliente / Proveedor, and step 2 proposing Cuenta corriente with the limit's warning", {
    timeout: 180_000,
  }, async () => {
    // (1) Cobranza turns on the payer's cuenta corriente with a small limit.
    const admin = await pages.signedIn('admin');
    await admin.goto('/dashboard/cliente-proveedor');
    await admin.evaluate((id) => localStorage.setItem('cliente-id', String(id)), payer.id);
    await admin.goto('/detalle/cliente-proveedor');
    const credit = admin.getByRole('region', { name: 'Crédito' });
    await credit.waitFor();
    expect(await field(credit, 'Saldo actual').inputValue()).toBe('$0');
    await credit.getByText('Cuenta corriente', { exact: true }).click();
    await field(credit, 'Límite de crédito').fill('10.000');
    await field(credit, 'Días de pago').fill('30');
    await credit.getByRole('button', { name: 'Guardar crédito' }).click();
    await expectNotification(admin, `Crédito de ${payer.name} Limitada actualizado`);
    await bothSizes(admin, 'cliente-credito');
    await admin.close();

    // (2) A first RA it pays (REMIT) is billed to its cuenta corriente: its balance passes the limit.
    const office = await apiSignIn('oficina.scl');
    await createRa(office, {
      sender: payer,
      recipient: { rut: freshRut(), name: `Recibe ${tag}` },
      billing: 'REMIT',
      description: `Cuenta ${tag}`,
      finish: 'BORIG',
    });
    const owed = await api<{ nsaldo: number; nlimitecredito: number; sindexcedido: string }>(
      await apiSignIn('admin'),
      'GET',
      `/Billing/Cliente/${payer.id}/Credito`,
    );
    expect(owed.sindexcedido).toBe('S');

    // (3) The next RA: at step 2, billed to the sender, the screen proposes Cuenta corriente and warns.
    const next = await createRa(office, {
      sender: payer,
      recipient: { rut: freshRut(), name: `Otro ${tag}` },
      onlyStepOne: true,
    });
    const page = await pages.signedIn('oficina.scl');
    await page.goto(`/pasos/${next}`);
    await page.waitForURL('**/pasos/paso-1');
    await page.getByText('Cargando información...').waitFor({ state: 'hidden' });
    await continueTo(page, 2, 'Condiciones de recepción');
    await expect.poll(() => field(page, 'Condición de pago').inputValue()).toBe('Por pagar');
    await page.getByRole('radio', { name: 'Remitente' }).check();
    await expect.poll(() => field(page, 'Condición de pago').inputValue()).toBe('Cuenta corriente');
    const warning = billingMessages.overCreditLimit(
      formatPesos(owed.nsaldo),
      formatPesos(owed.nlimitecredito),
    );
    await page.getByText(warning).waitFor();
    await bothSizes(page, 'paso-2-cuenta-corriente');
    await continueTo(page, 3, 'Descripción y estado de la carga');
    const saved = await api<{ ra: { scondicionpago: string | null } }>(
      office,
      'GET',
      `/Shipment/ReceptionConditions/${next}`,
    );
    expect(saved.ra.scondicionpago).toBe('CTACTE');
    await page.close();
  });
});
