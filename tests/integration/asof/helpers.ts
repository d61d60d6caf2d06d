import { AS_OF_HEADER, AS_OF_RECORD_HEADER } from '#events/history/api';
import { wovenStreams } from '#server/features/history';
import type { TestServer } from '../../helpers/server';

/** A call with the time-travel headers (or any headers), as the console's snapshot sends it. */
export async function callAsOf(
  server: TestServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token: string,
  asOf: { record?: string; position?: string | number } | null,
  body?: unknown,
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (asOf?.position !== undefined) headers[AS_OF_HEADER] = String(asOf.position);
  if (asOf?.record !== undefined) headers[AS_OF_RECORD_HEADER] = asOf.record;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed as any };
}

/** The positions of a record's woven timeline, in order. */
export async function timelineOf(server: TestServer, kind: string, id: string): Promise<number[]> {
  const streams = await wovenStreams(server.services, kind, id);
  const events = (await Promise.all(streams.map((s) => server.services.events.readStream(s)))).flat();
  return events.map((e) => e.position).sort((a, b) => a - b);
}

/** Waits until the log stops growing (reactors done) and the read models have caught up. */
export async function settled(server: TestServer): Promise<void> {
  let head = await server.services.events.headPosition();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 80));
    const now = await server.services.events.headPosition();
    if (now === head) break;
    head = now;
  }
  await server.services.bus.waitForProjections(head, 30_000);
}
