export { syncLoginState } from './model/session-store';
