/**
 * Bytes that start as a real file of a type does (the local file store checks the leading bytes against the
 * declared type), padded to `size`. Types without a known signature get plain zeros.
 */
const HEADERS: Record<string, number[]> = {
  'application/pdf': [...Buffer.from('%PDF-1.4\n')],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/webp': [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')],
};

export function fileBytes(contentType: string, size = 64): Uint8Array {
  const bytes = new Uint8Array(size).map((_, i) => i % 251);
  bytes.set((HEADERS[contentType] ?? []).slice(0, size));
  if (!HEADERS[contentType]) bytes.fill(0);
  return bytes;
}

/** The same as a Blob of that type. */
export const fileBlob = (contentType: string, size = 64) =>
  new Blob([fileBytes(contentType, size) as BlobPart], { type: contentType });
