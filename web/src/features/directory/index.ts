export { HomeSearchHero } from './components/home-search-hero';
export { Pager } from './components/pager';
export { PastTheEnd } from './components/past-the-end';
export { filtersQueryOptions } from './api/company-queries';
