import { describe, expect, it } from 'vitest';
import { runTag } from './fixtures/api.ts';
import { MOBILE, menuLink, signIn, signOut, snap, usePages } from './fixtures/browser.ts';
import { expectNotification, field, pickMany, toggle } from './fixtures/mantine.ts';

// The configuration of users, offices, warehouses and package types, as the administrator uses it.

describe('configuration of users, offices, warehouses and package types', () => {
  const pages = usePages();
  const tag = runTag();

  it('creates a staff user who signs in to the Origen menu, and deactivating them refuses the sign-in', async () => {
    const username = `ana.${tag}`;
    const page = await pages.signedIn('admin');
    await menuLink(page, 'Usuarios').click();
    await page.waitForURL('**/dashboard/usuarios');
    await page.getByRole('table', { name: 'Usuarios' }).getByText('oficina.scl').waitFor();
    await snap(page, 'usuarios-desktop');

    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await page.waitForURL('**/detalle/usuarios');
    await page.getByRole('heading', { name: 'Nuevo usuario' }).waitFor();
    const createButton = page.getByRole('button', { name: 'Crear', exact: true });
    await expect.poll(() => createButton.isDisabled()).toBe(true);
    await field(page, 'Usuario').fill('A');
    await field(page, 'Nombre').click();
    await page.getByText('El usuario debe tener de 3 a 50 caracteres').waitFor();
    await field(page, 'Usuario').fill(username.toUpperCase());
    await field(page, 'Nombre').fill(`Ana ${tag}`);
    await pickMany(page, 'Oficinas', ['Santiago (OFISCL)']);
    await pickMany(page, 'Menús', [
      'Origen: Nuevo ingreso',
      'Origen: Captura de imágenes',
      'Origen: Preparación',
      'Origen: Recepciones',
    ]);
    await page.getByLabel('Contraseña').fill('corta');
    await field(page, 'Nombre').click();
    await page.getByText('La contraseña debe tener al menos 8 caracteres').waitFor();
    await expect.poll(() => createButton.isDisabled()).toBe(true);
    await page.getByLabel('Contraseña').fill('clave-ana-2026');
    await snap(page, 'usuario-nuevo-desktop');
    await createButton.click();
    await expectNotification(page, `Usuario ${username} creado`);
    await page.getByRole('status').getByText('El usuario ha sido creado').waitFor();
    await page.getByRole('button', { name: 'Actualizar' }).waitFor();
    expect(await field(page, 'Usuario').inputValue()).toBe(username);
    expect(await field(page, 'Usuario').getAttribute('readonly')).not.toBeNull();
    await snap(page, 'usuario-detalle-desktop');

    await page.getByRole('button', { name: 'Restablecer contraseña' }).click();
    const reset = page.getByRole('dialog', { name: 'Restablecer contraseña' });
    await reset.getByLabel('Contraseña nueva').fill('clave-ana-2027');
    await reset.getByLabel('Repetir contraseña').fill('otra-distinta');
    await reset.getByLabel('Contraseña nueva').click();
    await reset.getByText('Las contraseñas no coinciden').waitFor();
    await snap(page, 'usuario-restablecer-desktop');
    await reset.getByRole('button', { name: 'Cerrar' }).click();

    await signOut(page);
    await signIn(page, username, 'clave-ana-2026');
    await page.getByText(`Te damos la bienvenida, Ana ${tag}`).waitFor();
    await menuLink(page, 'Nuevo Ingreso').waitFor();
    await menuLink(page, 'Recepciones').waitFor();
    expect(await menuLink(page, 'Usuarios').count()).toBe(0);

    await signOut(page);
    await signIn(page, 'admin');
    await page.goto('/dashboard/usuarios');
    await field(page, 'Usuario').fill(tag);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.waitForURL(`**/dashboard/usuarios?usuario=${tag}`);
    const row = page
      .getByRole('table', { name: 'Usuarios' })
      .getByRole('row', { name: new RegExp(username) });
    await row.getByRole('button', { name: `Abrir ${username}` }).click();
    await page.waitForURL('**/detalle/usuarios');
    await page.getByRole('heading', { name: 'Usuario', exact: true }).waitFor();
    const update = page.getByRole('button', { name: 'Actualizar' });
    await expect.poll(() => update.isDisabled()).toBe(true);
    await page.getByRole('form', { name: 'Datos del usuario' }).getByText('Vigente', { exact: true }).click();
    await update.click();
    await page.getByRole('status').getByText('Los cambios han sido guardados').waitFor();

    await signOut(page);
    await field(page, 'Usuario').fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill('clave-ana-2026');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByRole('alert').getByText('Usuario o contraseña incorrectos').waitFor();
    await page.close();
  });

  it('creates an office, a warehouse and a package type and finds each in its list', async () => {
    const suffix = tag.slice(-5).toUpperCase();
    const page = await pages.signedIn('admin');

    const places = [
      {
        menu: 'Oficinas',
        create: 'Crear oficina',
        code: `OF${suffix}`,
        name: `Oficina ${tag}`,
        snap: 'oficina',
      },
      { menu: 'Bodegas', create: 'Crear bodega', code: `BD${suffix}`, name: `Bodega ${tag}`, snap: 'bodega' },
    ];
    for (const place of places) {
      await menuLink(page, place.menu).click();
      await page.getByRole('table', { name: place.menu }).waitFor();
      await snap(page, `${place.snap}s-desktop`);
      await page.getByRole('button', { name: place.create }).click();
      await page.getByRole('heading', { name: /^Nueva (oficina|bodega)$/ }).waitFor();
      await field(page, 'Código').fill('XX');
      await field(page, 'Nombre').click();
      await page.getByText(/El código debe comenzar con (OF|BD)/).waitFor();
      await field(page, 'Código').fill(place.code.toLowerCase());
      await field(page, 'Nombre').fill(place.name);
      await field(page, 'Dirección').fill('Av. Costanera 1500');
      await page.getByRole('button', { name: 'Crear', exact: true }).click();
      await page
        .getByRole('status')
        .getByText(/ha sido creada/)
        .waitFor();
      expect(await field(page, 'Código').inputValue()).toBe(place.code);
      await page.getByRole('group', { name: 'Usuarios asignados' }).getByText('0').waitFor();
      await snap(page, `${place.snap}-detalle-desktop`);
      await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
      await field(page, 'Código o nombre').fill(tag);
      await page.getByRole('button', { name: 'Buscar' }).click();
      await page
        .getByRole('table', { name: place.menu })
        .getByRole('cell', { name: place.code, exact: true })
        .waitFor();
    }

    await menuLink(page, 'Tipos de bultos').click();
    await page.getByRole('table', { name: 'Tipos de bultos' }).getByText('Pallet', { exact: true }).waitFor();
    await snap(page, 'tipos-bultos-desktop');
    await page.getByRole('button', { name: 'Crear tipo de bulto' }).click();
    await page.getByRole('heading', { name: 'Nuevo tipo de bulto' }).waitFor();
    await field(page, 'Código').fill(`saco${suffix}`);
    await field(page, 'Descripción').fill(`Saco ${tag}`);
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.getByRole('status').getByText('El tipo de bulto ha sido creado').waitFor();
    await snap(page, 'tipo-bulto-detalle-desktop');
    await page.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await field(page, 'Código o descripción').fill(tag);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .getByRole('table', { name: 'Tipos de bultos' })
      .getByRole('cell', { name: `SACO${suffix}`, exact: true })
      .waitFor();
    await page.close();
  });

  it('at 390 px shows the lists as cards and the details in one column', async () => {
    const page = await pages.signedIn('admin', MOBILE);
    const screens = [
      {
        list: '/dashboard/usuarios',
        label: 'Usuarios',
        item: 'oficina.scl',
        detail: 'usuario',
        name: 'usuarios',
      },
      {
        list: '/dashboard/oficinas',
        label: 'Oficinas',
        item: 'Santiago (OFISCL)',
        detail: 'oficina',
        name: 'oficinas',
      },
      {
        list: '/dashboard/bodegas',
        label: 'Bodegas',
        item: 'Bodega Santiago (BDSCL)',
        detail: 'bodega',
        name: 'bodegas',
      },
      {
        list: '/dashboard/tipos-bultos',
        label: 'Tipos de bultos',
        item: 'Caja (CAJA)',
        detail: 'tipo-bulto',
        name: 'tipos-bultos',
      },
    ];
    for (const screen of screens) {
      await page.goto(screen.list);
      const cards = page.getByRole('list', { name: screen.label });
      const card = cards.getByRole('listitem').filter({ hasText: screen.item });
      await card.waitFor();
      expect(await page.getByRole('table').count()).toBe(0);
      await snap(page, `${screen.name}-mobile`);
      await card.getByRole('button', { name: /^Abrir/ }).click();
      await page.getByRole('button', { name: 'Actualizar' }).waitFor();
      await page.getByRole('region', { name: 'Información' }).waitFor();
      await snap(page, `${screen.detail}-detalle-mobile`);
      if (screen.name === 'usuarios') {
        // Under the fixed footer bar in the full-page shot: scrolled to, it is there.
        const reset = page.getByRole('button', { name: 'Restablecer contraseña' });
        await reset.scrollIntoViewIfNeeded();
        expect(await reset.isVisible()).toBe(true);
      }
    }
    await page.goto('/dashboard/usuarios');
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await toggle(page, 'Cliente');
    await field(page, 'Rut del cliente').fill('7608');
    await page.getByRole('option', { name: /Comercial Austral/ }).click();
    expect(await field(page, 'Rut del cliente').inputValue()).toBe('76086428-5');
    await page.getByRole('group', { name: 'Cliente' }).getByText('Comercial Austral').waitFor();
    await snap(page, 'usuario-cliente-mobile');
    await page.close();
  });
});
