import {
  cargoDescriptionResponse,
  cargoDescriptionUpdate,
  errorResponse,
  finishParams,
  finishResponse,
  idResponse,
  raIdParams,
  receptionConditionsResponse,
  receptionConditionsUpdate,
  stepOneCombos,
  stepOneCreate,
  stepOneForm,
  stepOneResponse,
} from '@carga/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  // Step 1
  app.get(
    '/Shipment/OriginAndDestinationOfCargo',
    { config, schema: { tags, response: { 200: stepOneCombos } } },
    () => wizard.stepOneCombos(),
  );
  app.post(
    '/Shipment/OriginAndDestinationOfCargo',
    { config, schema: { tags, body: stepOneCreate, response: { 200: idResponse, ...errors } } },
    (request) => wizard.createRa(request.principal, request.body),
  );
  app.get(
    '/Shipment/OriginAndDestinationOfCargo/:id',
    { config, schema: { tags, params: raIdParams, response: { 200: stepOneResponse, ...errors } } },
    (request) => wizard.getStepOne(request.principal, request.params.id),
  );
  app.put(
    '/Shipment/OriginAndDestinationOfCargo/:id',
    {
      config,
      schema: { tags, params: raIdParams, body: stepOneForm, response: { 200: idResponse, ...errors } },
    },
    (request) => wizard.updateStepOne(request.principal, request.params.id, request.body),
  );

  // Step 2
  app.get(
    '/Shipment/ReceptionConditions/:id',
    {
      config,
      schema: { tags, params: raIdParams, response: { 200: receptionConditionsResponse, ...errors } },
    },
    (request) => conditions.getReceptionConditions(request.principal, request.params.id),
  );
  app.put(
    '/Shipment/ReceptionConditions/:id',
    {
      config,
      schema: {
        tags,
        params: raIdParams,
        body: receptionConditionsUpdate,
        response: { 200: idResponse, ...errors },
      },
    },
    (request) => conditions.updateReceptionConditions(request.principal, request.params.id, request.body),
  );

  // Step 3
  app.get(
    '/Shipment/DescriptionAndStatusOfCargo/:id',
    { config, schema: { tags, params: raIdParams, response: { 200: cargoDescriptionResponse, ...errors } } },
    (request) => conditions.getCargoDescription(request.principal, request.params.id),
  );
  app.put(
    '/Shipment/DescriptionAndStatusOfCargo/:id',
    {
      config,
      schema: {
        tags,
        params: raIdParams,
        body: cargoDescriptionUpdate,
        response: { 200: idResponse, ...errors },
      },
    },
    (request) => conditions.updateCargoDescription(request.principal, request.params.id, request.body),
  );

  // Step 7: finishing
  app.post(
    '/Shipment/Attachment/FinishAndPrint/:id/:state',
    { config, schema: { tags, params: finishParams, response: { 200: finishResponse, ...errors } } },
    (request) => wizard.finish(request.principal, request.params.id, request.params.state),
  );
};
