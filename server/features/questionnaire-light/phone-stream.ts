import { createHmac } from 'node:crypto';

/**
 * The id of a phone's code stream: a keyed hash of the number, so that stream names in the event
 * log (and in EventStoreDB's stream list) do not give phone numbers away. The key is the server's
 * code pepper; the same number always gets the same stream, which the code limits rely on.
 */
export function phoneStreamKey(pepper: string, phone: string): string {
  return createHmac('sha256', pepper).update(`phone-stream:${phone}`).digest('base64url').slice(0, 32);
}
