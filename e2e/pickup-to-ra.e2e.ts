import { chileToday, type Pickup } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { api, apiSignIn, runTag } from './fixtures/api.ts';
import { menuLink, usePages } from './fixtures/browser.ts';
import { textOf } from './fixtures/lists.ts';
import { choose, field } from './fixtures/mantine.ts';
import { pickupRow, pickupShots } from './fixtures/pickup.ts';
import { DEMO } from './fixtures/ra.ts';
import { continueTo } from './fixtures/wizard.ts';

// Issue 35: the customer (Comercial Austral) asks for a pickup in the portal and brings the cargo to the
// counter; oficina.scl clicks 'Ingresar RA' in Origen › Retiros, finds the wizard filled in from the request
// (sender, description, packages and kg), finishes the RA and sees the request 'Recibido' with its RA N°.

const STAFF_LIST = 'Solicitudes de retiro';

describe('Retiro: the request becomes the RA at the office', () => {
  const pages = usePages();
  const tag = runTag();
  const contact = `Marta ${tag}`;
  const description = `Repuestos ${tag}`;

  it("'Ingresar RA' opens the wizard filled in, and the finished RA receives the request", {
    timeout: 240_000,
  }, async () => {
    const customer = await apiSignIn('cliente');
    const request = await api<Pickup>(customer, 'POST', '/Retiro', {
      scodoficina: 'OFISCL',
      sdireccion: 'Av. Vicuña Mackenna 3200',
      scodcomuna: '13120',
      scontacto: contact,
      stelefono: '+56 9 8765 4321',
      dfecha: chileToday(),
      shoradesde: '09:00',
      shorahasta: '18:00',
      nbultos: 3,
      npesokg: 36,
      sdescripcion: description,
    });

    const page = await pages.signedIn('oficina.scl');
    await menuLink(page, 'Retiros').click();
    await page.waitForURL('**/dashboard/retiros');
    const row = pickupRow(page, STAFF_LIST, contact);
    await row.getByText('Solicitado').waitFor();
    await pickupShots(page, 'to-ra-list');
    await page.getByRole('button', { name: `Ingresar RA del retiro N° ${request.nidretiro}` }).click();

    // Step 1: the request at the top, its client the sender (locked); the recipient is typed.
    await page.waitForURL(`**/pasos/paso-1?retiro=${request.nidretiro}`);
    await page.getByText(`Retiro N° ${request.nidretiro} — ${request.snombrecliente}`).waitFor();
    expect(await field(page, 'Rut remitente').inputValue()).toBe(DEMO.comercialAustral.rut);
    expect(await field(page, 'Rut remitente').isDisabled()).toBe(true);
    await field(page, 'Nombre destinatario').fill(DEMO.losAndes.name);
    await expect.poll(() => field(page, 'Rut destinatario').inputValue()).toBe(DEMO.losAndes.rut);
    await pickupShots(page, 'to-ra-step1');
    await continueTo(page, 2, 'Condiciones de recepción');
    const heading = await page.getByRole('heading', { name: /^RA: \d+$/ }).textContent();
    const ra = Number(heading?.replace('RA: ', ''));
    expect(ra).toBeGreaterThan(0);
    await continueTo(page, 3, 'Descripción y estado de la carga');

    // Step 3: the description declared; step 5: its packages and each one's kg.
    expect(await page.getByLabel('Descripción de la carga').inputValue()).toBe(description);
    await choose(page, 'Tipo de carga', 'Carga general');
    await continueTo(page, 4, 'Documentación asociada');
    await continueTo(page, 5, 'Detalle de los bultos');
    await expect.poll(() => field(page, 'Cantidad').inputValue()).toBe('3');
    expect(await field(page, 'Peso (kg)').inputValue()).toBe('12');
    await pickupShots(page, 'to-ra-step5');
    await choose(page, 'Tipo de bulto', 'Caja');
    await field(page, 'Alto (cm)').fill('40');
    await field(page, 'Largo (cm)').fill('50');
    await field(page, 'Ancho (cm)').fill('30');
    await page.getByRole('button', { name: 'Agregar' }).click();
    await page.getByRole('button', { name: 'Editar bulto 1' }).waitFor();
    await continueTo(page, 6, 'Archivos adjuntos');
    await continueTo(page, 7, 'Imprimir');
    await page.getByRole('button', { name: 'Permanecer en oficina' }).click();
    await page.getByText('RA finalizado').waitFor();
    await page.getByRole('button', { name: 'Salir' }).click();
    await page.waitForURL('**/dashboard/origen');

    // The request is received, with its RA.
    await menuLink(page, 'Retiros').click();
    await page.waitForURL('**/dashboard/retiros');
    const received = pickupRow(page, STAFF_LIST, contact);
    await received.getByText('Recibido').waitFor();
    await received.getByText(`RA N° ${ra}`).waitFor();
    expect(await textOf(received)).not.toContain('Ingresar RA');
    await pickupShots(page, 'to-ra-received');
  });
});
