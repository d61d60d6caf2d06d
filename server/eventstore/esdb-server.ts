import {
  AccessDeniedError,
  BACKWARDS,
  END,
  type EventStoreDBClient,
  StreamDeletedError,
} from '@eventstore/db-client';

/**
 * What the adapter uses of the gRPC client. Tests pass a fake object of this shape; production
 * passes an EventStoreDBClient. `capabilities` is protected on the client (6.2.1), so it is read
 * by name (see serverVersionOf), not listed here.
 */
export type EsdbClient = Pick<
  EventStoreDBClient,
  'appendToStream' | 'readStream' | 'readAll' | 'subscribeToAll' | 'dispose'
>;

/** The oldest server whose append results and stream reads carry commit positions. */
export const MIN_SERVER_VERSION: readonly [major: number, minor: number] = [22, 6];

/**
 * The server cannot be used by this product (too old, or the user may not read $all). Not worth
 * retrying: an operator has to upgrade the server or grant the right, then restart the API.
 */
export class EsdbServerRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EsdbServerRefusedError';
  }
}

/** "22.10.1.0", "23.10.0-rc1", "24.2.0": major and minor, or null for anything else ("unknown"). */
export function parseServerVersion(version: string): [number, number] | null {
  const match = /^(\d+)\.(\d+)/.exec(version.trim());
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function isSupportedVersion(version: string): boolean {
  const parsed = parseServerVersion(version);
  if (!parsed) return false;
  const [major, minor] = parsed;
  const [minMajor, minMinor] = MIN_SERVER_VERSION;
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

/**
 * The server version the client learned from the ServerFeatures call. The client answers
 * "unknown" when the server does not implement that call (servers before 21.10), which is refused
 * like any version before 22.6.
 */
export async function serverVersionOf(client: EsdbClient): Promise<string> {
  const features: unknown = await Reflect.get(client, 'capabilities');
  const version: unknown =
    typeof features === 'object' && features !== null ? Reflect.get(features, 'serverVersion') : undefined;
  return typeof version === 'string' ? version : 'unknown';
}

export function isAccessDenied(err: unknown): boolean {
  return err instanceof AccessDeniedError;
}

export function isStreamDeleted(err: unknown): err is StreamDeletedError {
  return err instanceof StreamDeletedError;
}

const ACCESS_MESSAGE =
  'The EventStoreDB user may not read $all, which projections and read-your-writes need: ' +
  'grant it read access to $all (the $ops group, or a user in the $all ACL), then restart';

/** The refusal for an AccessDeniedError met while reading $all. */
export function accessRefusal(): EsdbServerRefusedError {
  return new EsdbServerRefusedError(ACCESS_MESSAGE);
}

/**
 * Checks, once per store, that the server can be used: version 22.6 or later (earlier servers
 * answer appends with a commit position of -1 and omit positions on stream reads, which breaks
 * read-your-writes), and that the user may read $all (one event is read back from the end).
 * Throws EsdbServerRefusedError with a plain English message for an operator otherwise.
 */
export async function checkEsdbServer(client: EsdbClient): Promise<void> {
  const version = await serverVersionOf(client);
  if (!isSupportedVersion(version)) {
    const [major, minor] = MIN_SERVER_VERSION;
    throw new EsdbServerRefusedError(
      `EventStoreDB ${version} is not supported: version ${major}.${minor} or later is required ` +
        '(earlier servers do not report the positions of appended events)',
    );
  }
  try {
    for await (const _event of client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })) {
      // Reading one event proves the right; its content is not needed.
    }
  } catch (err) {
    if (isAccessDenied(err)) throw accessRefusal();
    throw err;
  }
}

/**
 * checkEsdbServer run lazily, once: the first append, read or subscription waits for it. A refusal
 * is kept (every later call fails with it at once); any other failure (the server is not reachable
 * yet) is forgotten, so that the next call checks again.
 */
export function lazyServerCheck(client: EsdbClient): () => Promise<void> {
  let check: Promise<void> | undefined;
  return () => {
    check ??= checkEsdbServer(client).catch((err: unknown) => {
      if (!(err instanceof EsdbServerRefusedError)) check = undefined;
      throw err;
    });
    return check;
  };
}
