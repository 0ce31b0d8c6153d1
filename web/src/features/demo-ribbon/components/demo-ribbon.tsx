import { usePublicConfig } from '../../../shared/api/bff-config';
import { demoRibbonText } from '../../../shared/strings/shell';
import styles from './demo-ribbon.module.css';

/**
 * A visible mark that this is a demo: the BFF says so whenever an embedded service or the
 * simulated login runs, so nobody mistakes demo data or a simulated login for the real thing.
 * A strip in the page's flow above everything else, so it covers nothing; the server renders it
 * with the configuration it prefetches, so it is there from the first paint and moves nothing.
 */
export function DemoRibbon() {
  const { demo } = usePublicConfig();
  if (!demo) return null;
  return (
    <div className={styles.ribbon} role="note" aria-label={demoRibbonText.title}>
      <strong>{demoRibbonText.label}</strong>
      <span aria-hidden="true">{demoRibbonText.detail}</span>
    </div>
  );
}
