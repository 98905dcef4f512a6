/** The shipped countries as a select offers them: by English name, A to Z (the order of the shipped names table). */
import { countryNames } from '@/services/format/place-label';

let byName: readonly string[] | undefined;

/** Every listed country code, ordered by its name. */
export const countryCodesByName = (): readonly string[] => (byName ??= [...countryNames().keys()]);
