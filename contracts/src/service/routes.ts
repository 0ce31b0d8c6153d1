import { verifyPhoneLogin } from '../login/verify-phone';
import {
  contactMessage,
  serviceList,
  serviceOffer,
  serviceOrder,
  sitePage,
  vipTiers,
} from './schemas';

/** The calls of the service pages, spread into the one route table. */
export const serviceRoutes = {
  serviceOffer,
  serviceList,
  serviceOrder,
  contactMessage,
  vipTiers,
  sitePage,
  verifyPhoneLogin,
} as const;
