import { endpoints } from '@ysy/contracts/endpoints';

/** The item call of each register that has a details page by numeric id. */
export const registerDetailsRoutes = {
  patent: endpoints.patentDetails,
  software: endpoints.softwareCopyrightDetails,
  works: endpoints.worksCopyrightDetails,
  brand: endpoints.brandDetails,
  logo: endpoints.enterpriseLogoDetails,
} as const;
