import type { Consultant } from '@ysy/contracts/consultant/schemas';
import { appState } from '../../../shared/state/app-state';
import { footerText } from '../../../shared/strings/footer';
import { toolBarText } from '../../../shared/strings/tool-bar';
import { showToast } from '../../../shared/ui/toast/toast';
import { consultationServiceId } from '../model/consultant-cards';
import { ConsultantPhoto } from '../../../shared/ui/consultant-photo/consultant-photo';
import styles from './footer.module.css';

/** One consultant: photo, name, position, ≤4 tags, WeCom QR on hover, two actions. */
export function ConsultantCard({ consultant }: { consultant: Consultant }) {
  return (
    <article className={styles.card} aria-label={consultant.username}>
      <div className={styles.cardHead}>
        <div className={styles.photoWrap} tabIndex={0}>
          <ConsultantPhoto
            consultant={consultant}
            size={72}
            className={styles.photo}
            fallbackClassName={styles.photoFallback}
          />
          {consultant.qyh_qywx && (
            <div className={styles.cardQr}>
              <img
                src={consultant.qyh_qywx}
                alt={footerText.consultantQrAlt(consultant.username)}
                width={120}
                height={120}
                loading="lazy"
              />
              <span>{footerText.consultantQrHint}</span>
            </div>
          )}
        </div>
        <div className={styles.cardWho}>
          <h3 className={styles.cardName}>{consultant.username}</h3>
          <p className={styles.cardPosition}>{consultant.position}</p>
        </div>
      </div>
      {consultant.areas_of_expertise.length > 0 && (
        <ul className={styles.tags} aria-label={footerText.expertiseLabel}>
          {consultant.areas_of_expertise.map((area) => (
            <li key={area} className={styles.tag} title={area}>
              {area}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.cardActions}>
        <button
          type="button"
          className={styles.ghostButton}
          onClick={() => {
            // The consultant chat is for logged-in users: anyone else is asked to log in first.
            if (!appState.loggedIn) {
              showToast(toolBarText.loginFirst);
              appState.loginWindowShown = true;
              return;
            }
            appState.chatPeer.consultant = consultant.im_accid;
            appState.chat.consultantOpen = true;
          }}
        >
          {footerText.consultOnline}
        </button>
        <button
          type="button"
          className={styles.solidButton}
          onClick={() => {
            appState.consultation = { open: true, serviceId: consultationServiceId(consultant) };
          }}
        >
          {footerText.consultPhone}
        </button>
      </div>
    </article>
  );
}
