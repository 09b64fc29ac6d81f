import { errorResponse, type MenuCode, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import type { CajaService } from './caja.service.ts';
import type { CreditService } from './credit.service.ts';
import type { PaymentsService } from './payments.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const staff = (menus?: MenuCode[]) => ({ access: { audience: 'staff' as const, ...(menus && { menus }) } });
const CASHIER: MenuCode[] = ['FIN-CAJA'];
const SUPERVISOR: MenuCode[] = ['FIN-COBRANZA'];
const tags = ['Cobranza'];

// Issue 33: the cash desk and the payments of RAs. The statements and receivables are another area's
// (modules/billing-reports), as are the caja's PDF and xlsx.
export const billingRoutes: FastifyPluginAsyncZod<{
  cajas: CajaService;
  payments: PaymentsService;
  credit: CreditService;
}> = async (app, { cajas, payments, credit }) => {
  const b = routes.billing;
  const extras = (menus: MenuCode[] | undefined, summary: string) => ({
    config: staff(menus),
    tags,
    summary,
    errors,
  });

  registerRoute(app, b.settings, extras(undefined, "La configuración 'Cobro en Carga'"), () =>
    credit.settings(),
  );
  registerRoute(app, b.updateSettings, extras(SUPERVISOR, "Activa o desactiva 'Cobro en Carga'"), (r) =>
    credit.updateSettings(r.body.sindcobro),
  );

  registerRoute(app, b.currentCaja, extras(undefined, 'La caja abierta del usuario, o null'), (r) =>
    cajas.current(r.principal),
  );
  registerRoute(
    app,
    b.cajas,
    extras([...CASHIER, ...SUPERVISOR], 'Cajas: las propias; el supervisor, todas'),
    (r) => cajas.list(r.principal, r.query),
  );
  registerRoute(app, b.caja, extras([...CASHIER, ...SUPERVISOR], 'Detalle de una caja'), (r) =>
    cajas.detail(r.principal, r.params.id),
  );
  registerRoute(app, b.openCaja, extras(CASHIER, 'Abre la caja del usuario en su lugar'), (r) =>
    cajas.open(r.principal, { scodlugar: r.body.scodlugar, nmontoinicial: Number(r.body.nmontoinicial) }),
  );
  registerRoute(
    app,
    b.closeCaja,
    extras([...CASHIER, ...SUPERVISOR], 'Cierre de caja: lo contado por medio de pago'),
    (r) => cajas.close(r.principal, r.params.id, r.body),
  );

  registerRoute(
    app,
    b.raPayment,
    { config: { access: { audience: 'any' } }, tags, summary: 'Condición y estado de pago del RA', errors },
    (r) => payments.read(r.principal, r.params.id),
  );
  registerRoute(
    app,
    b.setCondition,
    extras(['ORIG-INGRESO', ...CASHIER, ...SUPERVISOR], 'Cambia la condición de pago del RA'),
    (r) => payments.setCondition(r.principal, r.params.id, r.body.scondicionpago),
  );
  registerRoute(app, b.pay, extras(CASHIER, 'Registra el pago del RA en la caja del usuario'), (r) =>
    payments.pay(r.principal, r.params.id, r.body),
  );
  registerRoute(app, b.reversePayment, extras(CASHIER, 'Anula un pago con un movimiento inverso'), (r) =>
    payments.reverse(r.principal, r.params.id, r.body.smotivo),
  );

  registerRoute(
    app,
    b.clientCredit,
    extras([...SUPERVISOR, 'ORIG-INGRESO'], 'Crédito y saldo del cliente'),
    (r) => credit.credit(r.params.id),
  );
  registerRoute(app, b.updateClientCredit, extras(SUPERVISOR, 'Condiciones de crédito del cliente'), (r) =>
    credit.updateCredit(r.params.id, r.body),
  );
  registerRoute(app, b.abono, extras(CASHIER, 'Abono de un cliente de cuenta corriente'), (r) =>
    credit.abono(r.principal, r.body),
  );
};
