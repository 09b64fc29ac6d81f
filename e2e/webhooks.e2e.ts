import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../apps/api/src/modules/webhooks/signature.ts';
import { api, apiSignIn, freshRut, runTag } from './fixtures/api.ts';
import {
  MOBILE,
  menuLink,
  noHorizontalOverflow,
  settled,
  shot,
  shotModal,
  usePages,
} from './fixtures/browser.ts';
import { expectNotification, field, modalShown, modalsGone } from './fixtures/mantine.ts';
import { createRa } from './fixtures/ra.ts';

// 'Webhooks': the administrator registers an endpoint of a business client (a receiver started here),
// sees its secret once, the client's cargo is received at origin, the signed POST arrives and the
// delivery log says 'Entregada'; 'Reenviar' sends it again with the same delivery id.

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: Date;
}

describe('webhooks of business clients', () => {
  const pages = usePages();
  const tag = runTag();
  const client = { rut: freshRut(), name: `Hooks ${tag}` };
  const received: Received[] = [];
  let server: Server;
  let url = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: new Date() });
        res.writeHead(200).end('ok');
      });
    });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
    );
    url = `http://127.0.0.1:${port}/carga/${tag}`;
    // A new business client (the wizard's 'new sender'); its RAs come later.
    await api(await apiSignIn('oficina.scl'), 'POST', '/Customer/sender', {
      srutcliente: client.rut,
      snombrecliente: client.name,
      snombrecorto: client.name,
      sindempresa: 'S',
      direcciones: [
        {
          scalle: 'Av. Prueba',
          snumeracion: '100',
          srestodireccion: '',
          scodregion: '13',
          scodcomuna: '13101',
        },
      ],
    });
  }, 60_000);
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('registers a webhook, shows the secret once, delivers a signed event and resends it', {
    timeout: 150_000,
  }, async () => {
    const page = await pages.signedIn('admin');
    await menuLink(page, 'Webhooks').click();
    await page.waitForURL('**/dashboard/webhooks');
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();

    // A URL that is not https is refused with the server's reason.
    await page.getByRole('button', { name: 'Registrar webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registrar webhook' });
    await field(dialog, 'Rut').fill(client.rut.slice(0, 6));
    await page.getByRole('option', { name: new RegExp(`^${client.rut} - `) }).click();
    await expect.poll(() => field(dialog, 'Nombre del cliente').inputValue()).toBe(client.name);
    await field(dialog, 'URL').fill('http://example.com/hook');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await page
      .getByText('La URL debe usar https (http sólo se admite hacia localhost en desarrollo)')
      .first()
      .waitFor();
    await modalShown(page);
    await shotModal(page, 'webhook-url-rechazada-desktop');
    await page
      .getByRole('dialog', { name: 'Ha ocurrido un error' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await field(dialog, 'URL').fill(url);
    await modalShown(page);
    await shotModal(page, 'webhook-registrar-desktop');
    await dialog.getByRole('button', { name: 'Registrar' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Secreto de firma' });
    await secretDialog.getByText('Guárdelo ahora: no se volverá a mostrar').waitFor();
    const secret = (await secretDialog.getByLabel('Secreto').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'Copiar secreto' }).waitFor();
    await modalShown(page);
    await shotModal(page, 'webhook-secreto-desktop');
    await secretDialog.getByRole('button', { name: 'Ya lo guardé' }).click();
    await modalsGone(page);
    const table = page.getByRole('table', { name: 'Webhooks' });
    const row = table.getByRole('row', { name: new RegExp(client.name) });
    await row.getByText(url).waitFor();
    // The secret is not on the list.
    expect(await page.content()).not.toContain(secret);
    await shot(page, 'webhooks-desktop');

    // The client's cargo is received at origin: the event reaches the receiver, signed.
    const nidra = await createRa(await apiSignIn('oficina.scl'), { sender: client, finish: 'BORIG' });
    await expect.poll(() => received.length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(1);
    const first = received[0] as Received;
    const body = JSON.parse(first.body);
    expect(body).toMatchObject({ evento: 'RA_RECIBIDA', ra: { nidra, estado: 'BORIG' } });
    expect(first.headers['carga-evento']).toBe('RA_RECIBIDA');
    expect(
      verifyWebhookSignature(secret, first.headers['carga-firma'] as string, first.body, first.at, 300),
    ).toBe(true);
    expect(
      verifyWebhookSignature(secret, first.headers['carga-firma'] as string, `${first.body} `, first.at, 300),
    ).toBe(false);

    // The delivery log says 'Entregada' (its state in words, issue 29).
    await row.getByRole('button', { name: `Acciones del webhook ${url}` }).click();
    await page.getByRole('menuitem', { name: 'Ver entregas' }).click();
    await page.waitForURL('**/detalle/webhooks?webhook=*');
    await page.getByRole('heading', { name: 'Entregas del webhook' }).waitFor();
    const log = page.getByRole('table', { name: 'Entregas' });
    const delivery = log.getByRole('row', { name: new RegExp(`${nidra}`) });
    await delivery.getByText('Entregada', { exact: true }).waitFor();
    await delivery.getByText('200').waitFor();
    await shot(page, 'webhook-entregas-desktop');

    // 'Reenviar' sends it again, with the same delivery id.
    await delivery.getByRole('button', { name: /^Reenviar la entrega/ }).click();
    await expectNotification(page, 'La entrega se enviará de nuevo en unos segundos');
    await expect.poll(() => received.length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(2);
    expect(received[1]?.headers['carga-entrega']).toBe(first.headers['carga-entrega']);
    await expect
      .poll(
        async () => {
          await page.reload();
          await log.waitFor();
          return (await delivery.textContent())?.includes('Entregada');
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);

    // Rotating the secret shows a new one, once.
    await page.goto('/dashboard/webhooks');
    await row.getByRole('button', { name: `Acciones del webhook ${url}` }).click();
    await page.getByRole('menuitem', { name: 'Rotar secreto' }).click();
    await page
      .getByRole('dialog', { name: 'Rotar secreto' })
      .getByRole('button', { name: 'Rotar secreto' })
      .click();
    const rotated = (await secretDialog.getByLabel('Secreto').textContent())?.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await secretDialog.getByRole('button', { name: 'Ya lo guardé' }).click();
    await modalsGone(page);

    // Editing: deactivate it; the list says so.
    await row.getByRole('button', { name: `Acciones del webhook ${url}` }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar webhook' });
    await edit.getByText('Vigente', { exact: true }).click();
    expect(await edit.getByRole('switch', { name: 'Vigente' }).isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expectNotification(page, 'Webhook guardado');
    await row.getByText('No', { exact: true }).waitFor();
    await settled(page);

    // At 390 px: the list and the log as cards, nothing scrolls sideways.
    const phone = await pages.signedIn('admin', MOBILE);
    await phone.goto('/dashboard/webhooks');
    await phone.getByText(url).first().waitFor();
    await noHorizontalOverflow(phone);
    await shot(phone, 'webhooks-390');
    await phone.getByRole('button', { name: 'Registrar webhook' }).click();
    await phone.getByRole('dialog', { name: 'Registrar webhook' }).waitFor();
    await modalShown(phone);
    await shotModal(phone, 'webhook-registrar-390');
    await phone.getByRole('button', { name: 'Cancelar' }).click();
    await modalsGone(phone);
    await phone
      .getByRole('button', { name: `Acciones del webhook ${url}` })
      .first()
      .click();
    await phone.getByRole('menuitem', { name: 'Ver entregas' }).click();
    await phone.getByText('Entregada', { exact: true }).first().waitFor();
    await noHorizontalOverflow(phone);
    await shot(phone, 'webhook-entregas-390');
  });
});
