import { useMutation } from '@tanstack/react-query';
import { CONTACT_TOPICS } from '@ysy/contracts/service/values';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/button/button';
import { Icon } from '../../../shared/ui/icons/icon';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import { formatError } from '../../../shared/phone-code/validate-phone-code';
import { commonText, contactText } from '../../../shared/strings/service';
import { sendContactMessage } from '../api/site-page-queries';
import { validateContact, type ContactForm as Form } from '../model/validate-contact';
import styles from './contact.module.css';

const empty: Form = { topic: CONTACT_TOPICS[0], name: '', phone: '', message: '' };

/** The contact form: validated here and again by the server, which stores the message. */
export function ContactForm() {
  const { form, setForm, error, send, onSubmit } = useContactSend();
  const errorId = useId();

  if (send.data?.code === 0)
    return <ContactSent msg={send.data.msg} onAgain={() => send.reset()} />;

  const describedBy = error ? errorId : undefined;
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={contactText.formTitle}>
      <label className={styles.field}>
        {contactText.topic}
        <select
          className={styles.select}
          value={form.topic}
          onChange={(e) => {
            const topic = CONTACT_TOPICS.find((t) => t === e.target.value);
            if (topic) setForm((f) => ({ ...f, topic }));
          }}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {contactText.name}
        <input
          className={styles.input}
          value={form.name}
          maxLength={20}
          autoComplete="name"
          placeholder={contactText.namePlaceholder}
          aria-describedby={describedBy}
          onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))}
        />
      </label>
      <label className={styles.field}>
        {contactText.phone}
        <PhoneInput
          className={styles.input}
          value={form.phone}
          placeholder={contactText.phonePlaceholder}
          aria-describedby={describedBy}
          onValueChange={(phone) => setForm((f) => ({ ...f, phone }))}
        />
      </label>
      <label className={`${styles.field} ${styles.wide}`}>
        {contactText.message}
        <textarea
          className={styles.textarea}
          value={form.message}
          maxLength={500}
          placeholder={contactText.messagePlaceholder}
          aria-describedby={describedBy}
          onChange={(e) => setForm((f) => ({ ...f, message: e.target.value }))}
        />
      </label>
      <div className={styles.footer}>
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? contactText.submitting : contactText.submit}
        </Button>
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      </div>
    </form>
  );
}

/** The form's values and its one error line; the send validates first and clears on success. */
function useContactSend() {
  const [form, setForm] = useState<Form>(empty);
  const [error, setError] = useState('');
  const send = useMutation({ mutationFn: sendContactMessage });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const problem = validateContact(form);
    setError(problem ?? '');
    if (problem) return;
    send.mutate(
      { ...form, name: form.name.trim(), phone: form.phone.trim(), message: form.message.trim() },
      {
        onSuccess: (reply) => {
          if (reply.code === 0) setForm(empty);
          else setError(formatError(reply.msg));
        },
        onError: (failure) =>
          setError(formatError(failure instanceof ApiError ? failure.msg : commonText.loadFailed)),
      },
    );
  };

  return { form, setForm, error, send, onSubmit };
}

function ContactSent({ msg, onAgain }: { msg: string; onAgain: () => void }) {
  return (
    <div className={styles.sent} role="status">
      <p className={styles.sentTitle}>
        <Icon name="check" size={22} />
        {contactText.sent}
      </p>
      <p>{msg}</p>
      <Button variant="ghost" onClick={onAgain}>
        {contactText.sendAnother}
      </Button>
    </div>
  );
}
