import type { clientForm, MenuCode, tariffForm } from '@carga/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../password.ts';

// Test data of this module's tests (never imported by the app).

/** A staff user holding exactly these menu codes, to test who may call what. */
export async function createStaffUser(
  db: Db,
  susuario: string,
  menus: MenuCode[],
  places: { oficinas?: string[]; bodegas?: string[] } = {},
) {
  await db.insert(users).values({
    susuario,
    snombre: `Prueba ${susuario}`,
    spasswordhash: await hashPassword('demo-2026'),
    oficinas: places.oficinas ?? ['OFISCL'],
    bodegas: places.bodegas ?? [],
    menus,
  });
}

export const clientPayload = (
  overrides: Partial<z.input<typeof clientForm>> = {},
): z.input<typeof clientForm> => ({
  srutcliente: '78901234-2',
  snombrecliente: 'Transportes del Estrecho Limitada',
  snombrecorto: 'Transportes del Estrecho',
  sindclientecontr: 'N',
  sindclientecouri: 'N',
  sindproveedor: 'S',
  sindproveedorint: 'N',
  srutfacturacion: '',
  sprefijotelefono: '56',
  stelefono: '912345678',
  sterminoenvio: 'PUERTA',
  stipoentrega: 'DOMICILIO',
  sindactivo: 'S',
  ...overrides,
});

export const tariffPayload = (
  overrides: Partial<z.input<typeof tariffForm>> = {},
): z.input<typeof tariffForm> => ({
  srutcliente: '77123456-9',
  scodoficinaorigen: 'OFISCL',
  scodoficinadestino: 'OFIPUQ',
  svia: 'TER',
  scodmodalidad: 'LCL',
  scodtipocarga: 'GENERAL',
  nvalortarifakg: 500,
  nvalortarifam3: 90000,
  nvalorpesovolum: 400,
  nvalorcantidad: 5000,
  nvalorcantinterno: 1000,
  nporcentajeseguro: 1.5,
  nporcentajecargaimo: 20,
  ntarifaminima: 10000,
  sindvigente: 'S',
  ...overrides,
});
