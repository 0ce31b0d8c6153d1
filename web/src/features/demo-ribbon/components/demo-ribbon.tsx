import { usePublicConfig } from '../../../shared/api/bff-config';
import { demoRibbonText } from '../../../shared/strings/shell';
import styles from './demo-ribbon.module.css';

/**
 * A visible mark that this is a demo: the BFF says so whenever an embedded service or the
 * simulated login runs, so nobody mistakes demo data or a simulated login for the real thing.
 * Fixed in a corner and out of the layout, so it moves nothing.
 */
export function DemoRibbon() {
  const { demo } = usePublicConfig();
  if (!demo) return null;
  return (
    <div className={styles.ribbon} role="note" aria-label={demoRibbonText.title}>
      <span aria-hidden="true">{demoRibbonText.label}</span>
    </div>
  );
}
