import { dialogStrings } from '../../../shared/strings/dialogs';
import type { ConsultStep } from '../model/call-status';
import styles from './consult-steps.module.css';

const t = dialogStrings.consultation;

/** The distance from one step to the next is 200px. */
export const STEP_SPACING_PX = 200;

/** The three-step progress display (输入手机号 / 您接听顾问来电 / 咨询服务事项). */
export function ConsultSteps({ active }: { active: ConsultStep }) {
  return (
    <ol className={styles.steps} aria-label={t.stepsLabel}>
      {t.steps.map((title, index) => {
        const step = index + 1;
        const status = step < active ? 'done' : step === active ? 'active' : 'waiting';
        const last = index === t.steps.length - 1;
        return (
          <li
            key={title}
            className={`${styles.step} ${styles[status]}`}
            style={last ? undefined : { width: STEP_SPACING_PX }}
            aria-current={step === active ? 'step' : undefined}
          >
            <div className={styles.head}>
              <span className={styles.icon}>{status === 'done' ? '✓' : step}</span>
              {!last && <span className={styles.line} />}
            </div>
            <span className={styles.title}>{title}</span>
          </li>
        );
      })}
    </ol>
  );
}
