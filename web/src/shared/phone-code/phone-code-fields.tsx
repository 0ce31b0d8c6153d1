import { useId, type ReactNode } from 'react';
import { countdownLabel, dialogStrings } from '../strings/dialogs';
import { Button } from '../ui/button/button';
import { PhoneInput } from '../ui/phone-input/phone-input';
import type { PhoneCodeForm, PhoneCodeState } from './phone-code-form';
import { formatError } from './validate-phone-code';
import styles from './phone-code-fields.module.css';

const t = dialogStrings.consultation;

/** `inline`: labels left of the fields (the dialog); `stacked`: labels above them (a page). */
export type PhoneCodeLayout = 'inline' | 'stacked';

export interface PhoneCodeFieldsProps {
  state: PhoneCodeState;
  form: Pick<PhoneCodeForm, 'setPhone' | 'setCode' | 'blurPhone' | 'requestCode'>;
  layout: PhoneCodeLayout;
  labels: { phone: string; code: string };
}

/** The line under the code field: its error first, else the last tip (a failure shown red). */
function codeLineOf(state: PhoneCodeState): { text: string; error: boolean } | null {
  if (state.codeError) return { text: formatError(state.codeError), error: true };
  const tip = state.codeTip;
  if (!tip) return null;
  const error = tip.tone === 'error';
  return { text: error ? formatError(tip.text) : tip.text, error };
}

/** The phone field, the SMS code field and its send button with the resend countdown. */
export function PhoneCodeFields({ state, form, layout, labels }: PhoneCodeFieldsProps) {
  const phoneId = useId();
  const codeId = useId();
  const phoneErrorId = useId();
  const codeLineId = useId();
  const codeLine = codeLineOf(state);
  const s = layout === 'inline' ? inline : stacked;

  return (
    <>
      <Field layout={layout} id={phoneId} label={labels.phone}>
        <PhoneInput
          id={phoneId}
          className={s.input}
          placeholder={t.phonePlaceholder}
          value={state.phone}
          aria-invalid={state.phoneError ? true : undefined}
          aria-describedby={state.phoneError ? phoneErrorId : undefined}
          onValueChange={(value) => form.setPhone(value)}
          onBlur={() => form.blurPhone()}
        />
        <p id={phoneErrorId} className={s.error}>
          {state.phoneError ? formatError(state.phoneError) : ''}
        </p>
      </Field>
      <Field layout={layout} id={codeId} label={labels.code}>
        <div className={s.codeLine}>
          <input
            id={codeId}
            className={s.input}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t.codePlaceholder}
            value={state.code}
            aria-invalid={state.codeError ? true : undefined}
            aria-describedby={codeLine ? codeLineId : undefined}
            onChange={(e) => form.setCode(e.target.value)}
          />
          <CodeButton layout={layout} state={state} onPress={() => void form.requestCode()} />
        </div>
        <p
          id={codeLineId}
          className={codeLine?.error === false ? s.tip : s.error}
          aria-live="polite"
        >
          {codeLine?.text ?? ''}
        </p>
      </Field>
    </>
  );
}

const inline = {
  input: styles.inlineInput,
  codeLine: styles.inlineCodeLine,
  error: styles.inlineError,
  tip: styles.inlineTip,
};
const stacked = {
  input: styles.stackedInput,
  codeLine: styles.stackedCodeLine,
  error: styles.stackedError,
  tip: styles.stackedTip,
};

function Field(props: { layout: PhoneCodeLayout; id: string; label: string; children: ReactNode }) {
  if (props.layout === 'stacked') {
    return (
      <>
        <label className={styles.stackedLabel} htmlFor={props.id}>
          {props.label}
        </label>
        {props.children}
      </>
    );
  }
  return (
    <div className={styles.row}>
      <label className={styles.inlineLabel} htmlFor={props.id}>
        {props.label}
      </label>
      <div className={styles.control}>{props.children}</div>
    </div>
  );
}

function CodeButton(props: {
  layout: PhoneCodeLayout;
  state: PhoneCodeState;
  onPress: () => void;
}) {
  const { countdown, requestingCode } = props.state;
  const disabled = countdown !== null || requestingCode;
  const label = countdown !== null ? countdownLabel(countdown) : t.getCode;
  if (props.layout === 'stacked') {
    return (
      <Button variant="light" size="lg" disabled={disabled} onClick={props.onPress}>
        {label}
      </Button>
    );
  }
  return (
    <button type="button" className={styles.codeButton} disabled={disabled} onClick={props.onPress}>
      {label}
    </button>
  );
}
