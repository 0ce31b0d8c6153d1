import type { Consultant } from '@ysy/contracts/consultant/schemas';
import { serviceIdByName, SERVICES } from '@ysy/contracts/consultation/services';
import type { ServiceId } from '@ysy/contracts/consultation/services';

export const CARD_COUNT = 2;
export const MAX_TAGS = 4;

/** The footer shows a random consultant page, 1 or 2. */
export function randomConsultantPage(random: () => number = Math.random): 1 | 2 {
  return random() < 0.5 ? 1 : 2;
}

/** The first two consultants of the page, each with at most four expertise tags. */
export function footerConsultants(list: readonly Consultant[]): Consultant[] {
  return list
    .slice(0, CARD_COUNT)
    .map((c) => ({ ...c, areas_of_expertise: c.areas_of_expertise.slice(0, MAX_TAGS) }));
}

/**
 * Which service a free phone consultation with this consultant is about: the first expertise
 * tag that names a service, else the first service (company registration).
 */
export function consultationServiceId(
  consultant: Pick<Consultant, 'areas_of_expertise'>,
): ServiceId {
  for (const area of consultant.areas_of_expertise) {
    const id = serviceIdByName(area);
    if (id !== undefined) return id;
  }
  return SERVICES[0].id;
}
