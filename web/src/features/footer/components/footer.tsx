import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { usePublicConfig } from '../../../shared/api/bff-config';
import { qrImages } from '../../../shared/api/qr-images';
import { HrefLink } from '../../../shared/helpers/href-link';
import { footerText } from '../../../shared/strings/footer';
import { Icon, type IconName } from '../../../shared/ui/icons/icon';
import { useConsultants } from '../api/customer-service-all';
import { useFooterGroups } from '../api/get-bottom';
import { footerConsultants, randomConsultantPage } from '../model/consultant-cards';
import { ConsultantCard } from './consultant-card';
import styles from './footer.module.css';

/** One icon per blurb, in the order of `footerText.blurbs`. */
const blurbIcons = [
  'person',
  'price',
  'shieldCheck',
  'heart',
] as const satisfies readonly IconName[];

function Consultants() {
  // One random page (1 or 2) per visit, not per render, so the cards do not flicker.
  const [page] = useState(() => randomConsultantPage());
  const consultants = footerConsultants(useConsultants(page));
  return (
    <div className={styles.consultants}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>{footerText.consultantsTitle}</h2>
        <p className={styles.sectionSubtitle}>{footerText.consultantsSubtitle}</p>
      </div>
      <div className={styles.cards}>
        {consultants.map((consultant) => (
          <ConsultantCard key={consultant.id} consultant={consultant} />
        ))}
      </div>
    </div>
  );
}

/** The footer: consultants, the publish-need form, value blurbs, links, QR codes, hotline, notices. */
export function Footer({ demandForm }: { demandForm: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <section className={styles.consultBand}>
        <div className={styles.inner}>
          <Consultants />
          <div className={styles.demand}>{demandForm}</div>
        </div>
      </section>

      <Blurbs />

      <LinksAndContact />

      <LegalBand />
    </footer>
  );
}

function Blurbs() {
  return (
    <section className={styles.blurbBand}>
      <ul className={`${styles.inner} ${styles.blurbs}`}>
        {footerText.blurbs.map((blurb, index) => (
          <li key={blurb.title} className={styles.blurb}>
            <Icon
              className={styles.blurbIcon}
              name={blurbIcons[index] ?? 'person'}
              size={24}
              strokeWidth={1.6}
            />
            <div>
              <h3 className={styles.blurbTitle}>{blurb.title}</h3>
              <p className={styles.blurbText}>{blurb.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function LinksAndContact() {
  return (
    <section className={styles.mainBand}>
      <div className={`${styles.inner} ${styles.main}`}>
        <LinkGroups />
        <Contact />
      </div>
    </section>
  );
}

/** The link groups the back office edits. */
function LinkGroups() {
  const groups = useFooterGroups();
  return (
    <nav className={styles.groups} aria-label={footerText.linksLabel}>
      {groups.map((group) => (
        <div key={group.category_name} className={styles.group}>
          <h3 className={styles.groupTitle}>{group.category_name}</h3>
          <ul className={styles.groupLinks}>
            {group.children.map((link) => (
              <li key={`${link.category_name}-${link.url}`}>
                <HrefLink href={link.url} className={styles.groupLink}>
                  {link.category_name}
                </HrefLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/** The two QR codes and the hotline. */
function Contact() {
  const config = usePublicConfig();
  return (
    <div className={styles.contact}>
      {/* A QR code only for what the site has: its target is configured. */}
      {(config.qr.officialAccount !== undefined || config.qr.miniProgram !== undefined) && (
        <div className={styles.qrs}>
          {config.qr.officialAccount !== undefined && (
            <figure className={styles.qr}>
              <img
                src={qrImages.officialAccount}
                alt={footerText.officialAccountQrAlt}
                width={96}
                height={96}
                loading="lazy"
              />
              <figcaption>{footerText.officialAccount}</figcaption>
            </figure>
          )}
          {config.qr.miniProgram !== undefined && (
            <figure className={styles.qr}>
              <img
                src={qrImages.miniProgram}
                alt={`${config.miniProgramName}${footerText.miniProgram}`}
                width={96}
                height={96}
                loading="lazy"
              />
              <figcaption>{footerText.miniProgram}</figcaption>
            </figure>
          )}
        </div>
      )}
      <div className={styles.hotline}>
        <p className={styles.hotlineLabel}>{footerText.hotlineLabel}</p>
        <a className={styles.hotlineNumber} href={`tel:${config.hotline.replace(/[^\d+]/g, '')}`}>
          {config.hotline}
        </a>
        <p className={styles.hotlineHours}>{footerText.serviceHours}</p>
      </div>
    </div>
  );
}

function LegalBand() {
  const config = usePublicConfig();
  return (
    <section className={styles.legalBand}>
      <div className={`${styles.inner} ${styles.legal}`}>
        <nav aria-label={footerText.siteLinksLabel}>
          <ul className={styles.siteLinks}>
            {footerText.siteLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.siteLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{footerText.copyright(new Date().getFullYear())}</p>
        {/* Record numbers are the operator's own: shown only when configured, never invented. */}
        {(config.icpRecord !== undefined || config.psbRecord !== undefined) && (
          <p>
            {config.icpRecord !== undefined && <span>{footerText.icp(config.icpRecord)}</span>}
            {config.icpRecord !== undefined && config.psbRecord !== undefined && (
              <span className={styles.dot} aria-hidden="true">
                ·
              </span>
            )}
            {config.psbRecord !== undefined && <span>{footerText.police(config.psbRecord)}</span>}
          </p>
        )}
        <p className={styles.notice}>{footerText.notice}</p>
      </div>
    </section>
  );
}
