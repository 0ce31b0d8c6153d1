import { verifyPhoneLogin } from '../login/verify-phone';
import { campaign } from './campaign';
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
  campaign,
  verifyPhoneLogin,
} as const;
