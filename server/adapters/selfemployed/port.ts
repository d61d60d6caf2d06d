/** A contractor's payment as the service lists it (status as sent: an unknown one is kept). */
export interface ContractorPayment {
  id: string;
  status: string;
  amount: number;
}

export type ContractorPayments = { found: false } | { found: true; payments: ContractorPayment[] };

/**
 * The self-employed contractor payment service (spec part 2, section 7): sign in, then list the
 * contractor's payments with the bearer token. CONTRACTOR_NOT_FOUND is an answer (found: false);
 * anything unusable throws CheckServiceError.
 */
export interface SelfEmployedPort {
  readonly name: string;
  payments(inn: string, signal: AbortSignal): Promise<ContractorPayments>;
}
