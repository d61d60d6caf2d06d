/**
 * A signal that aborts when `parent` does or when `ms` have passed, whichever comes first.
 *
 * Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: on Node 20 the timeout signal inside a
 * composite is held only weakly, so a garbage collection before it fires loses it and the composite
 * never aborts (nodejs/node#57736). A check run started before a restart then waited forever
 * (issue 24, item 4). Here the timer holds its controller strongly until it fires or `clear()`.
 */
export function deadlineSignal(parent: AbortSignal, ms: number): { signal: AbortSignal; clear(): void } {
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    ms,
  );
  // AbortSignal.any follows its sources without event listeners (a thousand runs share one parent).
  return { signal: AbortSignal.any([parent, deadline.signal]), clear: () => clearTimeout(timer) };
}
