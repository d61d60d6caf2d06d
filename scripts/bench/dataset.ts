import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NewEvent } from '#events/core/envelope';
import { openSqliteEventStore } from '#server/eventstore/sqlite';
import { yieldToLoop } from './cleanup';
import { benchMeta, positionCreated, positionRenamed, positionStream } from './fixtures';

export interface DatasetResult {
  file: string;
  events: number;
  streams: number;
  appends: number;
  seconds: number;
  eventsPerSecond: number;
}

/**
 * Writes `streams` position streams of `eventsPerStream` events each (one PositionCreated, then
 * PositionRenamed) through the real append port. Every stream is written in `rounds` appends, one
 * round over all streams after the other, so a stream's events are spread over the log the way
 * edits over time spread them (a rebuild page of 5,000 events then touches ~5,000/(events per
 * round) documents, not a handful).
 */
export async function generateDataset(
  file: string,
  streams: number,
  eventsPerStream: number,
  rounds: number,
  onProgress: (done: number, total: number) => void = () => {},
): Promise<DatasetResult> {
  const store = openSqliteEventStore(file);
  const perRound = Math.ceil(eventsPerStream / rounds);
  const total = streams * eventsPerStream;
  let written = 0;
  let appends = 0;
  const started = performance.now();
  try {
    for (let round = 0; round < rounds; round++) {
      const from = round * perRound;
      const to = Math.min(eventsPerStream, from + perRound);
      if (from >= to) break;
      for (let s = 1; s <= streams; s++) {
        const id = String(s);
        const meta = benchMeta();
        const events: NewEvent[] = [];
        for (let r = from; r < to; r++) {
          events.push(
            r === 0
              ? positionCreated(id, `Должность ${id}`, meta)
              : positionRenamed(`Должность ${id} v${r}`, meta),
          );
        }
        await store.append(positionStream(id), events, from === 0 ? 'no_stream' : from - 1);
        written += events.length;
        appends++;
        if (appends % 5000 === 0) {
          onProgress(written, total);
          await yieldToLoop();
        }
      }
    }
  } finally {
    await store.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return { file, events: written, streams, appends, seconds, eventsPerSecond: written / seconds };
}

/** Copies a closed SQLite file (and its WAL, if one was left) to another directory. */
export function copyStoreFile(file: string, toDir: string, name: string): string {
  const target = join(toDir, name);
  copyFileSync(file, target);
  if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${target}-wal`);
  return target;
}
