/**
 * The scam-signal checker (server/trust/), one signal at a time: a text that shows it, and the honest text closest to
 * it that must not (a topic, a negation, a warning, the company paying). Then how signals add up to a verdict.
 */
import { checkItem } from '@/server/trust/check';
import type { TrustItem } from '@/server/trust/item';
import { PHONE_IN_JOB, SIGNALS } from '@/server/trust/signals';

const message = (text: string, extra: Partial<TrustItem> = {}): TrustItem => ({ kind: 'message', text, ...extra });
const job = (text: string, extra: Partial<TrustItem> = {}): TrustItem => ({
  kind: 'job',
  title: 'Junior Developer',
  text,
  category: 'It & Development',
  level: 'Entry Level',
  ...extra,
});
const signalsOf = (item: TrustItem) => checkItem(item).signals;
const verdictOf = (item: TrustItem) => checkItem(item).verdict;

const cases: { signal: keyof typeof SIGNALS; shows: TrustItem[]; honest: TrustItem[] }[] = [
  {
    signal: 'payment',
    shows: [
      message('Congratulations! Pay the registration fee of ₦5,000 to secure your slot.'),
      message('You must first pay a small training fee before onboarding.'),
      message('Kindly send 2,000 KES via M-Pesa to confirm your place.'),
      message('Vous devez payer les frais de formation de 20 000 FCFA par Orange Money.'),
      message('Tafadhali lipa ada ya usajili ya Ksh 1,500 kupitia M-Pesa.'),
      message('Para garantir a vaga, pague a taxa de inscrição de R$ 99 via Pix.'),
      message('Para continuar debes pagar una cuota de inscripción de 25 dólares.'),
      message('Bitte überweisen Sie die Bearbeitungsgebühr von 49 EUR.'),
    ],
    honest: [
      job('We build payment APIs for merchants: settlement, refunds and transaction fees reconciliation.'),
      job('We never charge candidates any fee. Report anyone who asks you for money.'),
      job('We cover the visa fees and your flight.'),
      job('We pay $25 per hour, via bank transfer every two weeks.'),
      job('Please pay attention to detail; as a contractor you pay your own taxes.'),
      message('Nous ne demandons jamais de frais d’inscription.'),
      message('Hatutakuomba ulipe ada yoyote ya maombi.'),
      message('Wir verlangen niemals Gebühren von Bewerbern.'),
    ],
  },
  {
    signal: 'offPlatform',
    shows: [
      message('Kindly contact me on WhatsApp for your onboarding.'),
      message('Our interviews are done on Telegram, add me @hr_jobs_desk.'),
      message('Please send your CV to recruit.team.hr@gmail.com.'),
      message('Écrivez-moi sur Telegram pour la suite.'),
    ],
    honest: [
      job('You will answer customers who reach us on WhatsApp and email.'),
      job('Build a WhatsApp Business API chatbot with Node.js webhooks.'),
      job('Data science intern: clean sensor data and try signal processing methods.'),
      message('Write to me at amina@paystream.co.ke if the chat is down.'),
      message('Some people impersonate us on Telegram; we only contact you here.'),
    ],
  },
  {
    signal: 'crypto',
    shows: [message('Your salary will be paid in USDT.'), message('Send 0.002 BTC to our wallet address to verify.')],
    honest: [
      job('Compliance intern at a licensed exchange: flag unusual deposits of bitcoin and USDT for the AML officer.'),
      job('Write explainers about bitcoin and stablecoins for our readers.'),
    ],
  },
  {
    signal: 'giftCards',
    shows: [
      message('Please buy two Apple gift cards and send me the codes.'),
      message('Get 4 Google Play cards ($50 each) and send me clear pictures.'),
      message('Necesitamos que compres una tarjeta de regalo de Amazon y nos envíes el código.'),
    ],
    honest: [
      job('Investigate reports of gift card scams and account takeovers.'),
      job('Top performers receive an Amazon gift card as a reward.'),
    ],
  },
  {
    signal: 'chequeScheme',
    shows: [
      message('We will send you a cheque to buy your laptop from our approved vendor.'),
      message('Deposit the check and send the remaining balance to the supplier.'),
    ],
    honest: [
      job('Help reconcile supplier invoices and record incoming cheques and bank deposits in the ledger.'),
      job('We send you a MacBook before your first day and pay a home-office allowance.'),
    ],
  },
  {
    signal: 'moneyMule',
    shows: [
      message('Receive payments from our clients into your personal bank account and forward them, keeping 10%.'),
      message('Receive parcels at your home address, repackage them and ship them on.'),
      message('Als Paketagent nehmen Sie Pakete an und leiten sie weiter.'),
    ],
    honest: [job('Build models that detect money mule accounts that receive and forward stolen funds.')],
  },
  {
    signal: 'credentials',
    shows: [
      message('Please send us the 6-digit code we text to your phone.'),
      message('Kindly share your M-Pesa PIN so we can pay you.'),
    ],
    honest: [
      job('Review login and password-reset flows and test OTP delivery for our users.'),
      message('We never ask for your PIN, password or one-time code.'),
    ],
  },
  {
    signal: 'promise',
    shows: [message('No interview needed, start today.'), message('Complete simple daily tasks and earn commission.')],
    honest: [job('Two interviews: a 30-minute call and a short paid writing test.')],
  },
  {
    signal: 'pressure',
    shows: [message('Slots are limited, act fast!')],
    honest: [job('Applications close on 30 June.')],
  },
  {
    signal: 'personalData',
    shows: [message('Please send your CV and a copy of your ID card to our office.')],
    honest: [message('Building security will ask for your ID at reception; please bring it.')],
  },
];

describe('each signal, and the honest text nearest to it', () => {
  for (const { signal, shows, honest } of cases) {
    it(`finds "${SIGNALS[signal].name}"`, () => {
      for (const item of shows) expect(signalsOf(item), item.text).toContain(SIGNALS[signal].name);
    });
    it(`does not find "${SIGNALS[signal].name}" in honest texts about the same things`, () => {
      for (const item of honest) {
        expect(signalsOf(item), item.text).not.toContain(SIGNALS[signal].name);
        expect(verdictOf(item), item.text).toBe('honest');
      }
    });
  }
});

describe('phone numbers', () => {
  it('names a phone number in a first message, and in a job posting', () => {
    expect(signalsOf(message('My line is 0803 123 4567.'))).toContain(SIGNALS.phone.name);
    expect(signalsOf(message('Chat with me at wa.me/2348031234567'))).toContain(SIGNALS.phone.name);
    expect(signalsOf(job('Questions? Ring +254 712 345 678.'))).toContain(PHONE_IN_JOB);
  });

  it('leaves a later message alone, and sums that only look like numbers', () => {
    expect(signalsOf(message('See you at 10, the office line is 0803 123 4567.', { first: false }))).toEqual([]);
    expect(signalsOf(job('Salary 80 000 - 120 000 KES a month.'))).toEqual([]);
  });
});

describe("pay far above the category's range", () => {
  const pay = (max: number, currency: string, period: 'Monthly' | 'Weekly' | 'Yearly') => ({ max, currency, period });

  it('compares the salary, per year in dollars, with the ceiling of the category and level', () => {
    const name = SIGNALS.payAbove.name;
    expect(signalsOf(job('Typing job.', { category: 'Writing', pay: pay(5000, 'USD', 'Weekly') }))).toContain(name);
    expect(signalsOf(job('Typing job.', { category: 'Writing', pay: pay(1500, 'USD', 'Monthly') }))).not.toContain(
      name,
    );
    // A contract developer in euros is paid more than an entry-level writer, and that is not a sign.
    const contract = job('Cloud migration.', { level: 'Contract', pay: pay(9000, 'EUR', 'Monthly') });
    expect(signalsOf(contract)).not.toContain(name);
  });

  it('reads pay stated in the text, with its period', () => {
    expect(signalsOf(message('You will earn $500 daily.'))).toContain(SIGNALS.payAbove.name);
    expect(signalsOf(message('The stipend is 30,000 KES per month.'))).not.toContain(SIGNALS.payAbove.name);
    expect(signalsOf(job('We process $2 billion in payments per year.'))).not.toContain(SIGNALS.payAbove.name);
  });
});

describe('verdicts', () => {
  it('takes one strong signal or two weak ones', () => {
    expect(verdictOf(message('Kindly contact me on WhatsApp.'))).toBe('honest');
    expect(verdictOf(message('Kindly contact me on WhatsApp +234 803 123 4567.'))).toBe('scam');
    expect(verdictOf(message('Pay the registration fee of 50 USD.'))).toBe('scam');
  });

  it('lists the signals strongest first, each with the words that matched', () => {
    const result = checkItem(message('Contact me on WhatsApp +234 803 123 4567, registration fee 50 USD.'));
    expect(result.signals[0]).toBe(SIGNALS.payment.name);
    expect(result.evidence.map((e) => e.signal)).toEqual(result.signals);
    expect(result.evidence[0].excerpt).toContain('registration fee');
  });

  it('reads the title too', () => {
    expect(verdictOf(job('Remote work.', { title: 'Intern - pay ₦5,000 registration fee' }))).toBe('scam');
  });
});
