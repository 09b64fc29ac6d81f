import { billingConfigurationScreens, billingScreens } from './billing.ts';
import { configurationScreens } from './configuration.ts';
import { driverScreens } from './driver.ts';
import { dteScreens } from './dte.ts';
import { homeScreens } from './home.ts';
import { originScreens } from './origin.ts';
import type { RoutedScreen, Screen } from './screen.ts';
import { warehouseScreens } from './warehouse.ts';

export type { BlockLabel, Card, MenuPlacement, RoutedScreen, Screen } from './screen.ts';

/**
 * The screen table (spec 1 section 2): the router, the side menu and the dashboard cards are all built
 * from it. A block's menu entries and cards follow the order of this table.
 */
export const screens: readonly Screen[] = [
  ...homeScreens,
  // The driver's route first: his phone's first card (Destino's menu lists it first too).
  ...driverScreens,
  ...originScreens,
  ...warehouseScreens,
  ...billingScreens,
  ...dteScreens,
  ...configurationScreens,
  ...billingConfigurationScreens,
];

export const routedScreens = screens.filter((s): s is RoutedScreen => s.path !== undefined);

/** Where the bare first segment of a group of routes leads (the wizards open at their first step). */
export const groupStarts: Record<string, string> = {
  '/dashboard': '/dashboard/welcome',
  '/pasos': '/pasos/paso-1',
  '/nuevo-ingreso': '/nuevo-ingreso/operacion',
  '/nueva-lista': '/nueva-lista/datos',
};

export function screenAt(path: string): RoutedScreen {
  const screen = routedScreens.find((s) => s.path === path);
  if (!screen) throw new Error(`No screen at ${path}`);
  return screen;
}
