// The auth routes on their own, loaded lazily by api.ts (see there).
export { authRoutes } from '@carga/domain';
