import { useState } from 'react';
import { appState } from '../../../shared/state/app-state';
import { readVerifyInfo } from '../../../shared/storage/user-storage';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { verifyText } from '../../../shared/strings/service';
import { VerifyForm } from './verify-form';
import styles from './verify.module.css';

/** /signverification: finishes a login that answered code 2, with the verify info it stored. */
export function VerifyPage() {
  const [info] = useState(readVerifyInfo);
  return (
    <PageSection>
      <Card className={styles.wrap}>
        <h1 className={styles.title}>{verifyText.title}</h1>
        <p className={styles.subtitle}>{verifyText.subtitle}</p>
        {info ? (
          <VerifyForm info={info} />
        ) : (
          <EmptyBlock text={verifyText.noPending}>
            <Button onClick={() => (appState.loginWindowShown = true)}>{verifyText.login}</Button>
          </EmptyBlock>
        )}
      </Card>
    </PageSection>
  );
}
