/** What other console features (vacancies) may use of publishing (its public surface). */
export { PublicationBadges } from './PublicationBadges';
export { PublishRow } from './PublishRow';
export { usePublishing } from './usePublishing';
