import { VerifyPage } from '../../features/verify-login/components/verify-page';

/** /signverification: phone verification that completes a code-2 login. */
export default function SignverificationPage() {
  return <VerifyPage />;
}
