/**
 * Address, subway and bank suggestions for the applicant profile (spec part 2, section 7): the
 * shape of a DaData-compatible service, so the HTTP adapter passes answers through and the embedded
 * one answers the same way offline.
 */
export interface AddressData {
  postal_code: string | null;
  country: string;
  region: string | null;
  region_kladr_id: string | null;
  city: string | null;
  city_kladr_id: string | null;
  settlement_with_type: string | null;
  street: string | null;
  street_with_type: string | null;
  street_kladr_id: string | null;
  house: string | null;
  block: string | null;
  flat: string | null;
}

export interface Suggestion<D> {
  value: string;
  unrestricted_value: string;
  data: D;
}

export interface MetroData {
  name: string;
  line_name: string;
  city: string;
}

export interface BankData {
  bic: string;
  name: { payment: string; short: string | null };
  correspondent_account: string | null;
}

export interface SuggestionsPort {
  readonly name: string;
  address(query: string, count: number): Promise<Suggestion<AddressData>[]>;
  metro(query: string, city: string | undefined, count: number): Promise<Suggestion<MetroData>[]>;
  bank(query: string, count: number): Promise<Suggestion<BankData>[]>;
}

/** The service did not answer in time or answered with an error: the form lets the user type on. */
export class SuggestionsUnavailable extends Error {
  constructor(reason: string) {
    super(`Suggestions service unavailable: ${reason}`);
    this.name = 'SuggestionsUnavailable';
  }
}

/** The spec's limits: 10 suggestions, 20 s per call (the form waits 300 ms between keystrokes). */
export const SUGGESTIONS = { count: 10, timeoutMs: 20_000 } as const;
