/**
 * QR images the embedded upstream generates under /uploads/qr (proxied by the BFF); a real
 * upstream serves its own files at the same paths.
 */
export const qrImages = {
  mobile: '/uploads/qr/mobile.png',
  miniProgram: '/uploads/qr/mini-program.png',
  officialAccount: '/uploads/qr/official-account.png',
} as const;
