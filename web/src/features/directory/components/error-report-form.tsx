import {
  REPORT_CONTENT_MAX,
  REPORT_TOPICS,
  type ReportTopic,
} from '@ysy/contracts/directory/values';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { useErrorReport } from '../api/error-report';
import styles from './company-profile.module.css';

/** The check brings zod: loaded when the form opens, not with the profile. */
const loadCheck = () => import('../model/check-error-report');

function topicOf(value: string): ReportTopic {
  return REPORT_TOPICS.find((topic) => topic === value) ?? 'other';
}

/** What is wrong (category and text) and how to reach the sender. */
function ReportFields(props: {
  topic: ReportTopic;
  content: string;
  contact: string;
  onTopic: (topic: ReportTopic) => void;
  onContent: (content: string) => void;
  onContact: (contact: string) => void;
}) {
  const { topic, content, contact, onTopic, onContent, onContact } = props;
  return (
    <>
      <label className={styles.reportField}>
        <span>{directoryText.reportTopic}</span>
        <select value={topic} onChange={(event) => onTopic(topicOf(event.target.value))}>
          {REPORT_TOPICS.map((t) => (
            <option key={t} value={t}>
              {directoryText.reportTopics[t]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.reportField}>
        <span>{directoryText.reportContent}</span>
        <textarea
          value={content}
          rows={4}
          maxLength={REPORT_CONTENT_MAX}
          placeholder={directoryText.reportContentPlaceholder}
          onChange={(event) => onContent(event.target.value)}
        />
      </label>
      <label className={styles.reportField}>
        <span>{directoryText.reportContact}</span>
        <input
          value={contact}
          maxLength={254}
          placeholder={directoryText.reportContactPlaceholder}
          onChange={(event) => onContact(event.target.value)}
        />
      </label>
    </>
  );
}

/**
 * The free 纠错 form: what is wrong (category and text) and, optionally, how to reach the
 * sender. Checked here with the same schema the server uses; the server's answer is shown.
 */
export function ErrorReportForm({ eid, onDone }: { eid: string; onDone: () => void }) {
  const id = useId();
  const report = useErrorReport();
  const [topic, setTopic] = useState<ReportTopic>('basic');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  useEffect(() => {
    loadCheck().catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    const body = { eid, topic, content, ...(contact.trim() ? { contact } : {}) };
    let checked;
    try {
      checked = (await loadCheck()).checkErrorReport(body);
    } catch (failure) {
      setError(errorMessageOf(failure));
      return;
    }
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError('');
    report.mutate(checked.body, {
      onSuccess: (reply) => {
        if (reply.code === 0) {
          setSent(reply.msg);
          setContent('');
          setContact('');
        } else setError(reply.msg);
      },
      onError: (failure) => setError(errorMessageOf(failure)),
    });
  };

  return (
    <form
      className={styles.reportForm}
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`} className={styles.reportTitle}>
        {directoryText.reportTitle}
      </h2>
      <p className={styles.reportIntro}>{directoryText.reportIntro}</p>
      <ReportFields
        topic={topic}
        content={content}
        contact={contact}
        onTopic={setTopic}
        onContent={setContent}
        onContact={setContact}
      />
      {error && (
        <p className={styles.reportError} role="alert">
          * {error}
        </p>
      )}
      {sent && (
        <p className={styles.reportSent} role="status">
          {sent}
        </p>
      )}
      <div className={styles.reportActions}>
        <button type="submit" className={styles.primary} disabled={report.isPending}>
          {report.isPending ? directoryText.reportSending : directoryText.reportSubmit}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {directoryText.reportCancel}
        </button>
      </div>
    </form>
  );
}
