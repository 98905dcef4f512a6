/**
 * Stands in for Node's `buffer` in the browser bundle (next.config.js aliases it here). The only browser code that
 * names `Buffer` is the Firestore SDK's `resumeToken instanceof Buffer` check on the non-JSON path, which the
 * browser's WebChannel connection (proto3 JSON) never takes; the bundler would otherwise add a 7 KB gzip Buffer
 * polyfill for it. No value is an instance of this class, so the check falls through to `instanceof Uint8Array`
 * exactly as it would without a polyfill.
 */
export class Buffer extends Uint8Array {}
const buffer = { Buffer };
export default buffer;
