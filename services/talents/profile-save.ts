/**
 * A profile save in more than one batch when it changes more than one costly part at once. firestore.rules may
 * evaluate at most 1,000 expressions in one request, and checking every profile key costs most of that: with new
 * skills on top, one batch is refused whatever its content. Each part that changed is written in its own batch, in
 * this order: the rest of the patch (name, profile, search words...), then the skills. Each batch rewrites the card
 * from the document as it then stands, so the card always equals the profile; a failed batch leaves the earlier ones
 * saved, and saving again completes the profile. (The work history and education go through the server:
 * ./career-update.ts.)
 */
const SEPARATE_PARTS: readonly (readonly string[])[] = [['skills']];

/** Equal values, maps compared key by key whatever their order. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => sameValue((a as Record<string, unknown>)[key], bRecord[key]))
  );
}

/** The patch split into the batches to write: a part that leaves its stored values as they are stays in the first. */
export function saveParts(stored: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown>[] {
  const first = { ...patch };
  const later: Record<string, unknown>[] = [];
  for (const keys of SEPARATE_PARTS) {
    const given = keys.filter((key) => key in patch);
    if (!given.some((key) => !sameValue(patch[key], stored[key]))) continue;
    later.push(Object.fromEntries(given.map((key) => [key, patch[key]])));
    for (const key of given) delete first[key];
  }
  return Object.keys(first).length > 0 ? [first, ...later] : later;
}
