import { errorResponse, routes } from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../http/route-map.ts';
import { wizardAccess } from './access.ts';
import type { ConditionsService } from './conditions.service.ts';
import type { WizardService } from './wizard.service.ts';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export const wizardRoutes: FastifyPluginAsyncZod<{
  wizard: WizardService;
  conditions: ConditionsService;
}> = async (app, { wizard, conditions }) => {
  const config = { access: wizardAccess };
  const tags = ['Ingreso de RA'];
  const shipment = routes.shipment;

  // Step 1
  registerRoute(app, shipment.stepOneCombos, { config, tags }, () => wizard.stepOneCombos());
  registerRoute(app, shipment.createStepOne, { config, tags, errors }, (request) =>
    wizard.createRa(request.principal, request.body),
  );
  registerRoute(app, shipment.stepOne, { config, tags, errors }, (request) =>
    wizard.getStepOne(request.principal, request.params.id),
  );
  registerRoute(app, shipment.updateStepOne, { config, tags, errors }, (request) =>
    wizard.updateStepOne(request.principal, request.params.id, request.body),
  );

  // Step 2
  registerRoute(app, shipment.receptionConditions, { config, tags, errors }, (request) =>
    conditions.getReceptionConditions(request.principal, request.params.id),
  );
  registerRoute(app, shipment.updateReceptionConditions, { config, tags, errors }, (request) =>
    conditions.updateReceptionConditions(request.principal, request.params.id, request.body),
  );

  // Step 3
  registerRoute(app, shipment.cargoDescription, { config, tags, errors }, (request) =>
    conditions.getCargoDescription(request.principal, request.params.id),
  );
  registerRoute(app, shipment.updateCargoDescription, { config, tags, errors }, (request) =>
    conditions.updateCargoDescription(request.principal, request.params.id, request.body),
  );

  // Step 7: finishing
  registerRoute(app, shipment.finish, { config, tags, errors }, (request) =>
    wizard.finish(request.principal, request.params.id, request.params.state),
  );
};
