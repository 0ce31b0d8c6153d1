import { CompanyListPage } from '../../features/directory/components/company-list-page';

/** /list — company search results (title 公司查询). */
export default function ListPage() {
  return <CompanyListPage />;
}
