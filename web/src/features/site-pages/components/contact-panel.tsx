import { useSuspenseQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { bffConfigQueryOptions, fallbackConfig } from '../../../shared/api/bff-config';
import { Card } from '../../../shared/ui/card/card';
import { Icon } from '../../../shared/ui/icons/icon';
import { contactText } from '../../../shared/strings/service';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

/** /contact's hotline (from the BFF's configuration) beside the contact form. */
export function ContactPanel() {
  const { data } = useSuspenseQuery(bffConfigQueryOptions);
  const config = isSuccess(data, 0) ? data.data : fallbackConfig;
  return (
    <div className={styles.grid}>
      <Card className={styles.hotline}>
        <Icon name="phone" size={28} />
        <p className={styles.hotlineLabel}>{contactText.hotlineTitle}</p>
        <p className={styles.hotlineNumber}>{config.hotline}</p>
        <p>{contactText.hotlineHours}</p>
      </Card>
      <Card>
        <h2 className={styles.formTitle}>{contactText.formTitle}</h2>
        <p className={styles.formSubtitle}>{contactText.formSubtitle}</p>
        <ContactForm />
      </Card>
    </div>
  );
}
