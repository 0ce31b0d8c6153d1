import { KnowledgePage } from '../../features/knowledge/components/knowledge-page';

/** /knowledgebase/{id}: hierarchy, article lists and articles from the database. */
export default function KnowledgebaseRoute() {
  return <KnowledgePage />;
}
