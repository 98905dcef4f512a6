/** Document ids made on the client, as Firestore's SDK makes them, for every adapter and the local engine. */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 20-character document id, like Firestore's auto ids. */
export function newDocumentId(): string {
  // 62 * 4 = 248: rejecting bytes >= 248 keeps every character equally likely.
  let id = '';
  while (id.length < 20) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}
