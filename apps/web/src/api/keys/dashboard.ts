// The dashboard's figures: whatever moves an RA or a list invalidates all of them.

const statistics = ['dashboard', 'statistics'] as const;

export const dashboardKeys = {
  statistics: () => statistics,
  main: (code: string | null) => [...statistics, 'main', code] as const,
  origin: (code: string | null) => [...statistics, 'origin', code] as const,
  warehouse: (code: string | null) => [...statistics, 'warehouse', code] as const,
  /** The origin office's RAs that arrived short or damaged: follows the RAs like the figures. */
  differences: (code: string | null, page: number) => [...statistics, 'differences', code, page] as const,
  /** The office's RAs on lists whose seal differed at the destination (issue 14). */
  sealIncidents: (code: string | null, page: number) => [...statistics, 'seals', code, page] as const,
};
