// Public tracking and the proof of delivery (issue 16).

export const trackingKeys = {
  all: () => ['tracking'] as const,
  /** The public page's answer for a code (no session). */
  public: (code: string) => ['tracking', 'public', code] as const,
  /** The RA's own code, on the detail screens. */
  code: (nidra: number) => ['tracking', 'code', nidra] as const,
};
