import type { KnowledgeNode } from '@ysy/contracts/knowledge/schemas';
import { HrefLink } from '../../../shared/helpers/href-link';
import { knowledgeText } from '../../../shared/strings/service';
import styles from './knowledge.module.css';

const current = (url: string, currentUrl: string) =>
  url === currentUrl ? ('page' as const) : undefined;

/** The branch's hierarchy: the category, its topics and their subjects; `currentUrl` is marked. */
export function KnowledgeNav({ root, currentUrl }: { root: KnowledgeNode; currentUrl: string }) {
  return (
    <nav className={styles.nav} aria-label={knowledgeText.navLabel}>
      <HrefLink
        href={root.url}
        className={styles.navRoot}
        aria-current={current(root.url, currentUrl)}
      >
        {root.category_name}
      </HrefLink>
      <ul>
        {(root.children ?? []).map((topic) => (
          <li key={topic.id} className={styles.topic}>
            <HrefLink
              href={topic.url}
              className={styles.topicLink}
              aria-current={current(topic.url, currentUrl)}
            >
              {topic.category_name}
            </HrefLink>
            {topic.children && topic.children.length > 0 && (
              <ul>
                {topic.children.map((subject) => (
                  <li key={subject.id}>
                    <HrefLink
                      href={subject.url}
                      className={styles.subjectLink}
                      aria-current={current(subject.url, currentUrl)}
                    >
                      {subject.category_name}
                    </HrefLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
