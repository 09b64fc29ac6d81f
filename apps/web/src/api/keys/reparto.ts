// 'Destino / Reparto' (issue 35): a planned route takes its RAs off the candidates and adds to the day's routes;
// a unit loaded into the van changes its route, and its departure the day's routes.

const root = 'reparto';

export const repartoKeys = {
  all: () => [root] as const,
  candidates: (warehouse: string) => [root, 'candidates', warehouse] as const,
  drivers: (warehouse: string) => [root, 'drivers', warehouse] as const,
  routes: (warehouse: string, day: string) => [root, 'routes', warehouse, day] as const,
  route: (id: number) => [root, 'route', id] as const,
};
