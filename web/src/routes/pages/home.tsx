import { HomeSections } from '../../features/home/components/home-sections';
import { pageText, productName } from '../../shared/strings/shell';
import styles from '../../shared/ui/status/status.module.css';

/** Home: the service sections (the search hero of the directory work goes above them). */
export default function HomePage() {
  return (
    <>
      <h1 className={styles.visuallyHidden}>
        {productName}：{pageText.home.description}
      </h1>
      <HomeSections />
    </>
  );
}
