import { useId } from 'react';
import { dialogStrings } from '../../../shared/strings/dialogs';
import styles from './agreement-checkbox.module.css';

export interface AgreementCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** `《隐私保护协议》` in the dialog, `《易商云隐私保护协议》` in the footer. */
  linkText: string;
  tone?: 'light' | 'dark';
}

/**
 * The privacy-agreement control: a checkbox, since agreeing is one yes/no the user may take back
 * (the form also clears it after each submit), and a checkbox toggles both ways with Space where
 * a radio can only be selected.
 */
export function AgreementCheckbox({
  checked,
  onChange,
  linkText,
  tone = 'light',
}: AgreementCheckboxProps) {
  const id = useId();
  const textId = `${id}-text`;
  const linkId = `${id}-link`;
  return (
    <div className={`${styles.agreement} ${tone === 'dark' ? styles.dark : ''}`}>
      <input
        id={id}
        className={styles.checkbox}
        type="checkbox"
        checked={checked}
        aria-labelledby={`${textId} ${linkId}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label id={textId} htmlFor={id}>
        {dialogStrings.publishNeed.agreementPrefix}
      </label>
      {/* A new tab, so the policy can be read without losing what was typed. */}
      <a
        id={linkId}
        className={styles.link}
        href={dialogStrings.publishNeed.privacyPath}
        target="_blank"
        rel="noopener"
      >
        {linkText}
      </a>
    </div>
  );
}
