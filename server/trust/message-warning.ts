/**
 * What a talent reads on a company's message the checker finds a scam: one plain sentence for the strongest signal,
 * and the signals themselves for the back office. Only a `scam` verdict warns: a single weak sign (a WhatsApp
 * number alone) is common in honest messages, and a warning on those would teach talents to ignore warnings.
 */
import { checkItem } from './check';
import { SIGNALS, type SignalId } from './signals';

const WARNINGS: Record<SignalId, string> = {
  payment: 'This company asks you to pay. Companies on the marketplace never ask for money.',
  giftCards: 'This company asks for gift cards. Companies on the marketplace never ask for gift cards or money.',
  chequeScheme:
    'This company offers a cheque or asks you to buy equipment. Real employers never ask you to buy anything or send money back.',
  moneyMule:
    'This company asks you to receive and pass on money or parcels. That is how stolen money is moved: never agree.',
  credentials: 'This company asks for a password or a code. Never share them with anyone.',
  offPlatform:
    'This company wants to move the conversation off the marketplace. Keep talking here, where you can report it.',
  phone: 'This company sends a phone number before you have talked. Keep talking here, where you can report it.',
  crypto: 'This company talks about crypto. Companies on the marketplace never ask you to pay or invest in crypto.',
  promise: 'This company promises easy money or a job without an interview. Real jobs do not work that way.',
  pressure: 'This company pushes you to act fast. Take your time: real employers wait for your answer.',
  personalData: 'This company asks for identity documents or bank details. Do not send them before a real offer.',
  payAbove:
    'This company offers pay far above the usual range for this work. Offers that look too good often are scams.',
};

const BY_NAME = new Map<string, SignalId>(Object.entries(SIGNALS).map(([id, s]) => [s.name, id as SignalId]));

export interface MessageWarning {
  /** The sentence the talent reads. */
  warning: string;
  /** The signals found, in plain words, strongest first. */
  signals: string[];
}

/** The warning for a company's message, or null when the checker finds it honest. */
export function messageWarning(text: string, first: boolean): MessageWarning | null {
  if (!text.trim()) return null;
  const result = checkItem({ kind: 'message', text, first });
  if (result.verdict !== 'scam') return null;
  const strongest = BY_NAME.get(result.signals[0]) ?? 'payment';
  return { warning: WARNINGS[strongest], signals: result.signals };
}
