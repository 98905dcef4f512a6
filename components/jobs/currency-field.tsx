import { forwardRef } from 'react';
import { SelectField, type SelectFieldProps } from '@/components/ui/select-field';
import { CURRENCIES } from '@/constants/currencies';

const CODES = CURRENCIES.map((c) => c.code);
const NAMES = new Map(CURRENCIES.map((c) => [c.code, c.name]));

type CurrencyFieldProps = Omit<SelectFieldProps, 'label' | 'options' | 'optionLabel' | 'placeholder'> & {
  /** The code the job was saved with: one from before the list is offered as given, so the form shows what is stored. */
  savedCode: string;
};

/** The pay currency, chosen from the ISO 4217 list (code and name); the list loads with the job form only. */
export const CurrencyField = forwardRef<HTMLSelectElement, CurrencyFieldProps>(function CurrencyField({ savedCode, ...select }, ref) {
  const legacy = savedCode !== '' && !NAMES.has(savedCode);
  return (
    <SelectField
      ref={ref}
      label="Currency"
      options={legacy ? [savedCode, ...CODES] : CODES}
      optionLabel={(code) => (NAMES.has(code) ? `${code} – ${NAMES.get(code)}` : `${code} (as saved: not a listed currency)`)}
      placeholder="Choose a currency"
      {...select}
    />
  );
});
