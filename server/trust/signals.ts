/**
 * The signals the checker names, in the plain words a reviewer and a talent read, and how much each weighs. A strong
 * signal (2) is enough on its own: a request for money, gift cards, a cheque scheme, a stranger's bank account or a
 * password is never part of an honest job. A weak one (1) is a sign that honest texts also show now and then (a
 * WhatsApp number, a salary paid in USDT, generous pay), so it takes two of them.
 */

export const SIGNALS = {
  payment: { name: 'asks for a payment or fee', weight: 2 },
  giftCards: { name: 'gift cards', weight: 2 },
  chequeScheme: { name: 'cheque or equipment scheme', weight: 2 },
  moneyMule: { name: 'asks to receive and pass on money or parcels', weight: 2 },
  credentials: { name: 'asks for a password, PIN or one-time code', weight: 2 },
  offPlatform: { name: 'moves the conversation off the platform', weight: 1 },
  phone: { name: 'phone number in a first message', weight: 1 },
  crypto: { name: 'crypto', weight: 1 },
  promise: { name: 'promises easy money or a job without an interview', weight: 1 },
  pressure: { name: 'pressure to act fast', weight: 1 },
  personalData: { name: 'asks for identity documents or bank details', weight: 1 },
  payAbove: { name: "pay far above the category's range", weight: 1 },
} as const;

export type SignalId = keyof typeof SIGNALS;

/** The signals found by phrase rules (the others come from the phone finder and the pay check). */
export const PHRASE_SIGNALS = [
  'payment',
  'giftCards',
  'chequeScheme',
  'moneyMule',
  'credentials',
  'offPlatform',
  'crypto',
  'promise',
  'pressure',
  'personalData',
] as const satisfies readonly SignalId[];
export type PhraseSignal = (typeof PHRASE_SIGNALS)[number];

/** A phone number in a job's own text is named as such; in a message it is the first-message sign. */
export const PHONE_IN_JOB = 'phone number in a job posting';

/** The total weight from which an item is a scam. */
export const SCAM_THRESHOLD = 2;
