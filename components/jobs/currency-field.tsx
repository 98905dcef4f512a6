import { forwardRef } from 'react';
import { SelectField, type SelectFieldProps } from '@/components/ui/select-field';
import { CURRENCY_CODES } from '@/services/format/pay-currency';

// The listed currencies are those the app has a rate for; their names come from the browser (Intl), so no list of
// 155 names travels with the form.
const CODES = CURRENCY_CODES;
const LISTED = new Set(CODES);
let names: Intl.DisplayNames | null = null;
const nameOf = (code: string) => (names ??= new Intl.DisplayNames(['en'], { type: 'currency' })).of(code) ?? code;

type CurrencyFieldProps = Omit<SelectFieldProps, 'label' | 'options' | 'optionLabel' | 'placeholder'> & {
  /** The code the job was saved with: one from before the list is offered as given, so the form shows what is stored. */
  savedCode: string;
};

/** The pay currency, chosen from the ISO 4217 list (code and name); the list loads with the job form only. */
export const CurrencyField = forwardRef<HTMLSelectElement, CurrencyFieldProps>(function CurrencyField(
  { savedCode, ...select },
  ref,
) {
  const legacy = savedCode !== '' && !LISTED.has(savedCode);
  return (
    <SelectField
      ref={ref}
      label="Currency"
      options={legacy ? [savedCode, ...CODES] : CODES}
      optionLabel={(code) =>
        LISTED.has(code) ? `${code} – ${nameOf(code)}` : `${code} (as saved: not a listed currency)`
      }
      placeholder="Choose a currency"
      {...select}
    />
  );
});
