/** Colours of generated avatars and logos: one palette, so seeded images and served ones match. */
export const PALETTE = [
  '#1f6feb',
  '#d1242f',
  '#1a7f37',
  '#8250df',
  '#bf8700',
  '#0a7ea4',
  '#cf222e',
  '#6639ba',
  '#e16f24',
] as const;
