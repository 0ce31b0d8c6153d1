import { randomInt } from 'node:crypto';
import { routes } from '@ysy/contracts/routes';
import { serviceMessages } from '@ysy/contracts/service/messages';
import { contractRoute, HttpError, type ContractRoute } from '../route-kit';
import { idempotentRoute } from '../idempotent-route';
import { optionalUser } from '../auth/tokens';
import type { UpstreamContext } from '../context';
import { withEntitlements } from '../accounts/vip-comparison';
import { findCampaign } from '../repositories/campaigns';
import { entitlementsByLevel } from '../repositories/entitlements';
import {
  findOffer,
  findSitePage,
  insertContactMessage,
  insertOrder,
  listOffers,
  vipTiersAndFeatures,
} from '../repositories/service-content';

const NOT_FOUND = 404;

const badRequest = (msg: string) => new HttpError(400, { code: 400, msg });

/** `YS` + date + six random digits: readable on the phone, unique enough with the UNIQUE index. */
function orderNumber(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `YS${day}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/**
 * The service pages' content and their two writes, each stored once per Idempotency-Key. An order names a plan, a term and extras by
 * code; the prices are the database's, never the browser's, and a plan, term or extra the offer
 * does not have is a 400 with nothing stored.
 */
export function serviceRoutes(ctx: UpstreamContext): ContractRoute[] {
  return [
    contractRoute(routes.serviceOffer).handle(async ({ query }) => {
      const offer = await findOffer(ctx.db, query.slug);
      if (!offer) return { code: NOT_FOUND, msg: serviceMessages.offerNotFound };
      return { code: 0, data: { offer } };
    }),

    contractRoute(routes.serviceList).handle(async () => ({
      code: 0,
      data: { services: await listOffers(ctx.db) },
    })),

    idempotentRoute(ctx, routes.serviceOrder, async ({ body, request }, tx) => {
      const offer = await findOffer(tx.db, body.slug);
      if (!offer) throw badRequest(serviceMessages.offerNotFound);
      const plan = offer.plans.find((p) => p.code === body.plan_code);
      if (!plan) throw badRequest(serviceMessages.planInvalid);
      const price = plan.prices.find((p) => p.term_months === body.term_months);
      if (!price) throw badRequest(serviceMessages.termNotOffered);
      const extras = [...new Set(body.extras)];
      const extraPrices: string[] = [];
      for (const code of extras) {
        const extra = offer.extras?.find((e) => e.code === code);
        if (!extra) throw badRequest(serviceMessages.extraInvalid);
        extraPrices.push(extra.price);
      }
      const now = tx.now();
      const orderNo = orderNumber(now);
      const total = await insertOrder(tx.db, {
        orderNo,
        slug: offer.slug,
        planCode: plan.code,
        termMonths: price.term_months,
        extras,
        prices: [price.price, ...extraPrices],
        contactName: body.contact_name,
        phone: body.phone,
        companyName: body.company_name || undefined,
        note: body.note || undefined,
        ip: request.ip,
        userId: await optionalUser(tx, request),
        createdAt: new Date(now),
      });
      return { code: 0, msg: serviceMessages.orderReceived, data: { order_no: orderNo, total } };
    }),

    idempotentRoute(ctx, routes.contactMessage, async ({ body, request }, tx) => {
      await insertContactMessage(tx.db, {
        topic: body.topic,
        name: body.name,
        phone: body.phone,
        message: body.message,
        ip: request.ip,
        userId: await optionalUser(tx, request),
        createdAt: new Date(tx.now()),
      });
      return { code: 0, msg: serviceMessages.messageReceived };
    }),

    contractRoute(routes.vipTiers).handle(async () => ({
      code: 0,
      data: withEntitlements(await vipTiersAndFeatures(ctx.db), await entitlementsByLevel(ctx.db)),
    })),

    contractRoute(routes.sitePage).handle(async ({ query }) => {
      const page = await findSitePage(ctx.db, query.slug);
      if (!page) return { code: NOT_FOUND, msg: serviceMessages.pageNotFound };
      return { code: 0, data: { page } };
    }),

    contractRoute(routes.campaign).handle(async ({ query }) => {
      const campaign = await findCampaign(ctx.db, query.slug);
      if (!campaign) return { code: NOT_FOUND, msg: serviceMessages.pageNotFound };
      return { code: 0, data: { campaign } };
    }),
  ];
}
