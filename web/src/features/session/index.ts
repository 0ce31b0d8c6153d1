export { syncLoginState } from './model/session-store';
export { logout } from './model/session-actions';
export { routerNavigator } from './model/install-session';
