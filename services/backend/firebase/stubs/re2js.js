/**
 * Stands in for `re2js` in the browser bundle (next.config.js aliases it here). The Firestore SDK imports it only to
 * evaluate the regex and LIKE functions of its pipelines API locally; this app never uses pipelines, and those
 * evaluators catch a thrown error and return an error value. Leaving the real library out saves about 44 KB gzip
 * on every signed-in screen.
 */
export const RE2JS = {
  compile() {
    throw new Error(
      'Firestore pipeline regex functions are not available in this app (re2js is left out of the bundle).',
    );
  },
};
