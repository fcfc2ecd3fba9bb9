/** Segmented controls with 44 px tall options, for fingers on a till. */
export const touchSegments = {
  label: { minHeight: 44, display: 'flex', alignItems: 'center', justifyContent: 'center' },
} as const;
