import { useMemo } from 'react';
import { usePlaceName } from '../lookups/place-names.ts';
import { useVias } from './api.ts';
import { routeText } from './labels.ts';

// Gestión is read by people, not keyed in: places and vías by their names (issue 29), from the lookups
// the screen already loads; an unknown code still shows as itself.

export function useManagementNames() {
  const place = usePlaceName();
  const vias = useVias();
  return useMemo(() => {
    const viaNames = new Map((vias.data ?? []).map((v) => [v.scodparametro01, v.sdeslargo01]));
    return {
      place,
      via: (code: string) => viaNames.get(code) ?? code,
      route: (from: string, to: string) => routeText(from, to, place),
    };
  }, [place, vias.data]);
}
