/** What other server features (the history of a store's DKMO) may use of the DKMO. */
export { dkmoStore } from './service';
