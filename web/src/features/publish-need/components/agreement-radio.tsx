import { useId } from 'react';
import { dialogStrings } from '../../../shared/strings/dialogs';
import styles from './agreement-radio.module.css';

export interface AgreementRadioProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** `《隐私保护协议》` in the dialog, `《易商云隐私保护协议》` in the footer. */
  linkText: string;
  tone?: 'light' | 'dark';
}

/**
 * The privacy-agreement radio. Unlike a plain radio it can be unselected again, since
 * the form returns it to unselected after each submit and the user may change their mind.
 */
export function AgreementRadio({
  checked,
  onChange,
  linkText,
  tone = 'light',
}: AgreementRadioProps) {
  const id = useId();
  const textId = `${id}-text`;
  const linkId = `${id}-link`;
  return (
    <div className={`${styles.agreement} ${tone === 'dark' ? styles.dark : ''}`}>
      <input
        id={id}
        className={styles.radio}
        type="radio"
        checked={checked}
        aria-labelledby={`${textId} ${linkId}`}
        onChange={() => undefined}
        onClick={() => onChange(!checked)}
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
