import {
  brandDetails,
  enterpriseLogoDetails,
  patentDetails,
  softwareCopyrightDetails,
  worksCopyrightDetails,
} from '@ysy/contracts/lookup/schemas';

/** The item call of each register that has a details page by numeric id. */
export const registerDetailsRoutes = {
  patent: patentDetails,
  software: softwareCopyrightDetails,
  works: worksCopyrightDetails,
  brand: brandDetails,
  logo: enterpriseLogoDetails,
} as const;
