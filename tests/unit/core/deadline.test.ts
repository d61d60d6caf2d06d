import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deadlineSignal } from '#server/core/deadline';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** Waits on the signal the way the check adapters do: a listener on it, nothing else holding it. */
function waitOn(signal: AbortSignal): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('never aborted'), 2_000);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve(`aborted: ${(signal.reason as Error).name}`);
    });
  });
}

describe('deadlineSignal (issue 24, item 4)', () => {
  it('aborts at the deadline even after a garbage collection', async () => {
    const waited = waitOn(deadlineSignal(new AbortController().signal, 300).signal);
    await new Promise((resolve) => setTimeout(resolve, 50)); // off the stack that made it
    gc();
    expect(await waited).toBe('aborted: TimeoutError');
  });

  it('aborts with the parent, and clear() stops the timer', async () => {
    const parent = new AbortController();
    const { signal } = deadlineSignal(parent.signal, 10_000);
    parent.abort(new Error('stopping'));
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('stopping');
    const quiet = deadlineSignal(new AbortController().signal, 50);
    quiet.clear();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(quiet.signal.aborted).toBe(false);
  });
});
