/**
 * Where a job can be: every ISO 3166-1 alpha-2 country code (249; their English names are shipped apart, in
 * ./country-names.ts, generated from this list), and for the countries the demo jobs use a short list of regions
 * with their cities. A country without regions here is placed by its country alone: this list is a start, to grow as
 * companies ask for more places. Loaded by the job write and the job form, not by every screen that shows a job.
 */
// One string of two-letter codes, split once: a quarter of the weight of a list of quoted strings.
export const COUNTRY_CODES: readonly string[] = (
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCV' +
  'CWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIM' +
  'INIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMW' +
  'MXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSS' +
  'STSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW'
).match(/[A-Z]{2}/g) as string[];

/** Regions (first-level subdivisions, their usual English names) and the cities listed in each, by country code. */
export const PLACE_REGIONS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  GB: { England: ['London', 'Manchester'], Scotland: ['Edinburgh', 'Glasgow'] },
  KE: { 'Nairobi County': ['Nairobi'], 'Mombasa County': ['Mombasa'] },
  NG: { Lagos: ['Lagos', 'Ikeja'], 'Federal Capital Territory': ['Abuja'] },
  PT: { Lisbon: ['Lisbon'], Porto: ['Porto'] },
  US: {
    California: ['Los Angeles', 'San Francisco'],
    Massachusetts: ['Boston', 'Cambridge'],
    'New York': ['New York City'],
  },
};
