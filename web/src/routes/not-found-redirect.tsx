import { Navigate } from '@tanstack/react-router';
import { NOT_FOUND_PATH } from '../shared/routing/failure-policy';

/** Unknown paths go to the 404 page, replacing the bad entry in history. */
export function NotFoundRedirect() {
  return <Navigate to={NOT_FOUND_PATH} replace />;
}
