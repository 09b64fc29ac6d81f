import { defineRoute } from '../route-def.ts';
import { agentSummary, clientSummary, newSenderRequest, personSearchQuery } from '../shipment-wizard.ts';
import * as z from '../zod.ts';

export const partiesRoutes = {
  senders: defineRoute('GET', '/api/Customer/sender', {
    query: personSearchQuery,
    response: z.array(clientSummary),
  }),
  recipients: defineRoute('GET', '/api/Customer/recipient', {
    query: personSearchQuery,
    response: z.array(clientSummary),
  }),
  agents: defineRoute('GET', '/api/Agent', { query: personSearchQuery, response: z.array(agentSummary) }),
  createSender: defineRoute('POST', '/api/Customer/sender', {
    body: newSenderRequest,
    response: clientSummary,
  }),
} as const;
