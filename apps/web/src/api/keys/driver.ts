// The driver's phone ('Mi ruta', issue 35): the day's routes; each stop's outcome, once sent, changes them.

const root = 'driver';

export const driverKeys = {
  all: () => [root] as const,
  myRoutes: (day: string) => [root, 'routes', day] as const,
};
