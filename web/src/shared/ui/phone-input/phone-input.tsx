import { forwardRef, type InputHTMLAttributes } from 'react';

/** Mainland mobile numbers are 11 digits. */
export const PHONE_LENGTH = 11;

export type PhoneInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'autoComplete' | 'onChange'
> & {
  /** Receives the typed value as is; the form's validation names what is wrong with it. */
  onValueChange: (digits: string) => void;
};

/** An 11-digit mobile number field: numeric keyboard, browser autofill, at most 11 characters. */
export const PhoneInput = forwardRef<HTMLInputElement, PhoneInputProps>(function PhoneInput(
  { onValueChange, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      type="tel"
      inputMode="numeric"
      maxLength={PHONE_LENGTH}
      autoComplete="tel"
      onChange={(e) => onValueChange(e.target.value)}
      {...rest}
    />
  );
});
