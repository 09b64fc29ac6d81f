import { useMediaQuery } from '@mantine/hooks';

/** The spec's mobile breakpoint: 560 px. */
export const MOBILE_QUERY = '(max-width: 560px)';

export const useIsMobile = () =>
  useMediaQuery(MOBILE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
