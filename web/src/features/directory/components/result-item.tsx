import { Link } from '@tanstack/react-router';
import type { CompanySummary } from '@ysy/contracts/company/schemas';
import { CopyButton } from '../../../shared/ui/copy-button/copy-button';
import { directoryText } from '../../../shared/strings/directory';
import { excerptAround } from '../model/highlight';
import { HighlightText } from './highlight-text';
import { StatusTag } from './status-tag';
import styles from './company-list.module.css';

/** The company's badge: two characters of its trade name, after the city it is named for. */
function badgeOf(name: string, city: string): string {
  const cityShort = city.replace(/市$/u, '');
  const prefix = [city, cityShort].find((p) => p !== '' && name.startsWith(p)) ?? '';
  return name.slice(prefix.length, prefix.length + 2);
}

/** The result's key fields, and its credit code with a copy button. */
function ResultFields({ company, keyword }: { company: CompanySummary; keyword: string }) {
  return (
    <>
      <dl className={styles.fields}>
        <div>
          <dt>{directoryText.legalPerson}</dt>
          <dd>
            <HighlightText text={company.legal_person} keyword={keyword} />
          </dd>
        </div>
        <div>
          <dt>{directoryText.regCapital}</dt>
          <dd>{company.reg_capital ?? directoryText.none}</dd>
        </div>
        <div>
          <dt>{directoryText.foundDate}</dt>
          <dd>{company.found_date ?? directoryText.none}</dd>
        </div>
        <div>
          <dt>{directoryText.region}</dt>
          <dd>
            {[company.province, company.city === company.province ? undefined : company.city]
              .filter(Boolean)
              .join(' ') || directoryText.none}
          </dd>
        </div>
      </dl>
      {company.credit_code && (
        <dl className={styles.fields}>
          <div>
            <dt>{directoryText.creditCode}</dt>
            <dd className={styles.code}>
              {company.credit_code}
              <CopyButton
                text={company.credit_code}
                label={directoryText.copy}
                doneLabel={directoryText.copied}
                ariaLabel={directoryText.copyCreditCode(company.name ?? '')}
                failMessage={directoryText.copyFailed}
              />
            </dd>
          </div>
        </dl>
      )}
    </>
  );
}

/** One result: name (links to the profile, preloaded on intent), status, key fields, what matched. */
export function ResultItem({ company, keyword }: { company: CompanySummary; keyword: string }) {
  const match = company.match;
  return (
    <li className={styles.item}>
      <span className={styles.badge} aria-hidden="true">
        {badgeOf(company.name ?? '', company.city ?? '')}
      </span>
      <div className={styles.main}>
        <h3 className={styles.name}>
          {company.eid ? (
            <Link to="/company/$id" params={{ id: company.eid }} preload="intent">
              <HighlightText text={company.name} keyword={keyword} />
            </Link>
          ) : (
            <HighlightText text={company.name} keyword={keyword} />
          )}
          <StatusTag status={company.status} />
        </h3>
        <ResultFields company={company} keyword={keyword} />
        {company.scope && (
          <p className={styles.scope}>
            {directoryText.scope}：
            <HighlightText text={excerptAround(company.scope, keyword, 90)} keyword={keyword} />
          </p>
        )}
        {match && match.field !== 'name' && (
          <p className={styles.match}>
            {directoryText.matchLabel}
            {directoryText.matchField[match.field]}
            {match.field !== 'scope' && (
              <>
                {' '}
                <HighlightText text={match.text} keyword={keyword} />
              </>
            )}
          </p>
        )}
      </div>
    </li>
  );
}
