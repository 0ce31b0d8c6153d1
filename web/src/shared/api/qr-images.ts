/**
 * QR images the embedded upstream generates under /uploads/qr (proxied by the BFF); a real
 * upstream serves its own files at the same paths.
 */
export const qrImages = {
  mobile: '/uploads/qr/mobile.svg',
  miniProgram: '/uploads/qr/mini-program.svg',
  officialAccount: '/uploads/qr/official-account.svg',
} as const;
