import type { Dispatch, SetStateAction } from 'react';
import { orderText } from '../../../shared/strings/service';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import type { OrderContactFields } from '../model/order-request';
import styles from './order-panel.module.css';

/** Name and phone (required, described by the error line), company and note. */
export function OrderContact({
  contact,
  onChange,
  describedBy,
}: {
  contact: OrderContactFields;
  onChange: Dispatch<SetStateAction<OrderContactFields>>;
  describedBy: string | undefined;
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{orderText.contactLegend}</legend>
      <label className={styles.field}>
        {orderText.contactName}
        <input
          className={styles.input}
          value={contact.contactName}
          maxLength={20}
          autoComplete="name"
          placeholder={orderText.contactNamePlaceholder}
          aria-describedby={describedBy}
          onChange={(e) => onChange((c) => ({ ...c, contactName: e.target.value }))}
        />
      </label>
      <label className={styles.field}>
        {orderText.phone}
        <PhoneInput
          className={styles.input}
          value={contact.phone}
          placeholder={orderText.phonePlaceholder}
          aria-describedby={describedBy}
          onValueChange={(phone) => onChange((c) => ({ ...c, phone }))}
        />
      </label>
      <label className={styles.field}>
        {orderText.companyName}
        <input
          className={styles.input}
          value={contact.companyName}
          maxLength={50}
          autoComplete="organization"
          placeholder={orderText.companyNamePlaceholder}
          onChange={(e) => onChange((c) => ({ ...c, companyName: e.target.value }))}
        />
      </label>
      <label className={styles.field}>
        {orderText.note}
        <textarea
          className={styles.textarea}
          value={contact.note}
          maxLength={200}
          placeholder={orderText.notePlaceholder}
          onChange={(e) => onChange((c) => ({ ...c, note: e.target.value }))}
        />
      </label>
    </fieldset>
  );
}
