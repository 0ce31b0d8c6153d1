import { NotFoundPage } from '../../features/pages/components/not-found-page';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
