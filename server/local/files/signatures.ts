/**
 * The leading bytes each accepted type starts with, so a file cannot claim a type it is not (a Windows executable
 * uploaded as application/pdf would otherwise be stored and served as a CV). storage.rules cannot read a file's
 * bytes, so in Firebase mode only the declared type and size are checked; the local store checks both.
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const startsWith = (bytes: Uint8Array, expected: number[], at = 0) => expected.every((b, i) => bytes[at + i] === b);

const SIGNATURES: Record<string, { label: string; matches: (bytes: Uint8Array) => boolean }> = {
  'application/pdf': { label: 'a PDF document', matches: (b) => startsWith(b, ascii('%PDF-')) },
  'image/png': {
    label: 'a PNG image',
    matches: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  'image/jpeg': { label: 'a JPEG image', matches: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  // RIFF, the chunk size (any), then WEBP.
  'image/webp': {
    label: 'a WebP image',
    matches: (b) => startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8),
  },
};

/** Null when the bytes start as `type` requires (or no signature is known for it), else what the file should be. */
export function signatureMismatch(type: string, bytes: Uint8Array): string | null {
  const signature = SIGNATURES[type];
  return !signature || signature.matches(bytes) ? null : signature.label;
}
