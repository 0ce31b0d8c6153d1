export { HomeSearchHero } from './components/home-search-hero';
