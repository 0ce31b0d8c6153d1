import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { loginReturnHref } from '@ysy/contracts/login/return-href';
import { ApiError, onSessionLost } from '../../../shared/api/client';
import { navigateHref } from '../../../shared/helpers/navigate-href';
import { writeString } from '../../../shared/storage/safe-storage';
import { storageKeys } from '../../../shared/storage/storage-keys';
import { shellText } from '../../../shared/strings/shell';
import { loginParamsOf } from './login-params';
import { handleSessionLost, type SessionNavigator } from './session-actions';
import { syncLoginState } from './session-store';

export function routerNavigator(router: AnyRouter): SessionNavigator {
  return {
    pathname: () => router.state.location.pathname,
    goHome: () => void navigateHref(router, '/'),
    reload: () => window.location.reload(),
  };
}

/**
 * Wires the session to the router: login state from storage at load and on every path change,
 * the login callback for navigations carrying `code` and `state`, and the BFF's 401 handling.
 * Returns a function that undoes it (tests).
 */
export function installSession(router: AnyRouter, notify: (msg: string) => void): () => void {
  const nav = routerNavigator(router);
  // A callback code is single-use; remember it so a re-run of the same location cannot spend it twice.
  const handledCodes = new Set<string>();

  const handleLocation = async (location: ParsedLocation) => {
    const params = loginParamsOf(location.search);
    if (!params || handledCodes.has(params.code)) return;
    handledCodes.add(params.code);
    // The page the login started on, whole (query and hash too), never another site.
    const cleanHref = loginReturnHref({
      pathname: location.pathname,
      search: location.searchStr,
      hash: location.hash ? `#${location.hash}` : '',
    });
    try {
      const { runLoginCallback } = await import('./login-callback');
      const outcome = await runLoginCallback(params, shellText.loginFailed);
      syncLoginState();
      if (outcome.kind === 'verify') {
        writeString('session', storageKeys.verifyReturn, cleanHref);
        await navigateHref(router, '/signverification', { replace: true });
        return;
      }
      if (outcome.kind === 'failed') notify(outcome.msg);
      if (outcome.kind === 'stateMismatch') notify(shellText.loginStateMismatch);
    } catch (error) {
      notify(error instanceof ApiError ? error.msg : shellText.loginFailed);
    }
    await navigateHref(router, cleanHref, { replace: true });
  };

  syncLoginState();
  const unsubscribe = router.subscribe('onResolved', (event) => {
    if (event.pathChanged || !event.fromLocation) syncLoginState();
    void handleLocation(event.toLocation);
  });
  const offLost = onSessionLost(() => handleSessionLost(nav));
  return () => {
    unsubscribe();
    offLost();
  };
}
