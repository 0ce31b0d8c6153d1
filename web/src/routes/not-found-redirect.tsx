import { Navigate } from '@tanstack/react-router';

/** Unknown paths go to the 404 page, replacing the bad entry in history. */
export function NotFoundRedirect() {
  return <Navigate to="/404" replace />;
}
