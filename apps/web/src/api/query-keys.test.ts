import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from './keys/admin.ts';
import { customerKeys } from './keys/customer.ts';
import { dashboardKeys } from './keys/dashboard.ts';
import { deliveryKeys } from './keys/delivery.ts';
import { destinationKeys } from './keys/destination.ts';
import { dispatchKeys } from './keys/dispatch.ts';
import { externalCustomerKeys } from './keys/external-customer.ts';
import { loadingListKeys } from './keys/loading-list.ts';
import { lookupKeys } from './keys/lookups.ts';
import { operationKeys } from './keys/operation.ts';
import { isRaPriceKey, shipmentKeys } from './keys/shipment.ts';

// The query keys live in api/keys/, one file per area; what an invalidation reaches is the relation between them,
// checked here as TanStack Query matches them (by prefix).

/** Which of the keys an invalidation of `prefix` makes stale, by their names. */
const reached = (prefix: QueryKey, keys: Record<string, QueryKey>) =>
  Object.entries(keys)
    .filter(([, key]) => partialMatchKey(key, prefix))
    .map(([name]) => name);

const q = { Page: 1 };
const ra = {
  stepOne: shipmentKeys.stepOne(7),
  packages: shipmentKeys.packages(7),
  attachments: shipmentKeys.attachments(7),
  otherRa: shipmentKeys.stepOne(8),
  combos: shipmentKeys.stepOneCombos(),
  people: shipmentKeys.peopleSearch('sender', 'rut', '1'),
  imageCapture: shipmentKeys.imageCapture(q),
  receptions: shipmentKeys.receptions(q),
  preparation: shipmentKeys.preparation(q),
  preparationSummary: shipmentKeys.preparationFilters('OFISCL'),
  receptionsFilters: shipmentKeys.receptionsFilters(),
  detail: shipmentKeys.detail(7),
  history: shipmentKeys.history(7),
  price: shipmentKeys.price(7),
  otherPrice: shipmentKeys.price(8),
};

describe('query keys by area', () => {
  it('shipment: a change of the RA refreshes its detail, history and price; the lists follow the RAs', () => {
    expect(reached(shipmentKeys.detail(7), ra)).toEqual(['detail', 'history', 'price']);
    expect(reached(shipmentKeys.lists(), ra)).toEqual([
      'imageCapture',
      'receptions',
      'preparation',
      'preparationSummary',
    ]);
    expect(reached(shipmentKeys.ras(), ra)).toEqual([
      'imageCapture',
      'receptions',
      'preparation',
      'preparationSummary',
      'receptionsFilters',
      'detail',
      'history',
      'price',
      'otherPrice',
    ]);
  });

  it("shipment: the wizard's keys stay apart from the lists (a package type reloads the wizard only)", () => {
    expect(reached(shipmentKeys.wizard(), ra)).toEqual([
      'stepOne',
      'packages',
      'attachments',
      'otherRa',
      'combos',
      'people',
    ]);
    expect(reached(shipmentKeys.ra(7), ra)).toEqual(['stepOne', 'packages', 'attachments']);
    expect(reached(shipmentKeys.people(), ra)).toEqual(['people']);
  });

  it('a tariff change reaches the price of every RA, and nothing else of the RA', () => {
    expect(
      Object.entries(ra)
        .filter(([, key]) => isRaPriceKey(key))
        .map(([name]) => name),
    ).toEqual(['price', 'otherPrice']);
  });

  it('the dashboard figures are invalidated together', () => {
    const figures = {
      main: dashboardKeys.main('OFISCL'),
      origin: dashboardKeys.origin('OFISCL'),
      warehouse: dashboardKeys.warehouse('BDSCL'),
      differences: dashboardKeys.differences('OFISCL', 2),
    };
    expect(reached(dashboardKeys.statistics(), figures)).toEqual(Object.keys(figures));
  });

  it('lists and details follow their kind; filters and combos have roots of their own', () => {
    const customer = {
      clientList: customerKeys.clientList(q),
      client: customerKeys.client(1),
      clientCombos: customerKeys.clientCombos(),
      addressList: customerKeys.addressList(q),
      address: customerKeys.address(1, 2),
      tariffList: customerKeys.tariffList(q),
      tariff: customerKeys.tariff({ nidcliente: 1 }),
      tariffFilters: customerKeys.tariffFilters(),
    };
    expect(reached(customerKeys.clients(), customer)).toEqual(['clientList', 'client']);
    expect(reached(customerKeys.addresses(), customer)).toEqual(['addressList', 'address']);
    expect(reached(customerKeys.tariffs(), customer)).toEqual(['tariffList', 'tariff']);

    const cargo = { filters: externalCustomerKeys.filters(), list: externalCustomerKeys.list(q) };
    expect(reached(externalCustomerKeys.lists(), cargo)).toEqual(['list']);

    const operation = {
      list: operationKeys.list(q),
      costs: operationKeys.costs(1),
      sales: operationKeys.sales(1),
      filters: operationKeys.filters('BDSCL'),
      detailFilters: operationKeys.detailFilters(),
      costFilters: operationKeys.costFilters(1),
    };
    expect(reached(operationKeys.all(), operation)).toEqual(['list', 'costs', 'sales']);

    const lists = {
      list: loadingListKeys.list(q),
      detail: loadingListKeys.detail('L1'),
      ras: loadingListKeys.ras('L1', 1),
      available: loadingListKeys.available('L1', q),
      packages: loadingListKeys.packages('L1', 7),
      filters: loadingListKeys.filters(),
      operations: loadingListKeys.operations('BDSCL'),
    };
    expect(reached(loadingListKeys.all(), lists)).toEqual(['list', 'detail', 'ras', 'available', 'packages']);
    expect(reached(loadingListKeys.openOperations(), lists)).toEqual(['operations']);

    const dispatch = {
      list: dispatchKeys.list(q),
      detail: dispatchKeys.detail('L1', 1),
      filters: dispatchKeys.filters(),
    };
    expect(reached(dispatchKeys.all(), dispatch)).toEqual(['list', 'detail']);

    const destination = {
      list: destinationKeys.list(q),
      detail: destinationKeys.detail('L1'),
      ras: destinationKeys.ras('L1', 1),
      packages: destinationKeys.packages('L1', 7),
      filters: destinationKeys.filters(),
    };
    expect(reached(destinationKeys.all(), destination)).toEqual(['list', 'detail', 'ras', 'packages']);

    expect(reached(deliveryKeys.all(), { list: deliveryKeys.list(q) })).toEqual(['list']);

    const admin = {
      users: adminKeys.list('users', q),
      user: adminKeys.detail('users', 1),
      offices: adminKeys.list('offices', q),
    };
    expect(reached(adminKeys.kind('users'), admin)).toEqual(['users', 'user']);
  });

  it('gives each area roots no other area uses', () => {
    const roots: Record<string, QueryKey[]> = {
      shipment: [shipmentKeys.wizard(), shipmentKeys.ras()],
      customer: [customerKeys.clients(), customerKeys.tariffFilters()],
      'external-customer': [externalCustomerKeys.lists()],
      dashboard: [dashboardKeys.statistics()],
      operation: [operationKeys.all(), operationKeys.filters('B'), operationKeys.detailFilters()],
      'loading-list': [loadingListKeys.all(), loadingListKeys.filters(), loadingListKeys.openOperations()],
      dispatch: [dispatchKeys.all(), dispatchKeys.filters()],
      destination: [destinationKeys.all(), destinationKeys.filters()],
      delivery: [deliveryKeys.all()],
      admin: [adminKeys.kind('users')],
      lookups: [lookupKeys.offices(), lookupKeys.storages(), lookupKeys.regions(), lookupKeys.cities()],
    };
    const owner = new Map<unknown, string>();
    for (const [area, keys] of Object.entries(roots)) {
      for (const key of keys) {
        const root = key[0];
        expect(owner.get(root) ?? area, `${String(root)} of ${area}`).toBe(area);
        owner.set(root, area);
        expect(String(root).startsWith(area), `${String(root)} is named after ${area}`).toBe(true);
      }
    }
  });
});
