/**
 * A signal that aborts when `parent` does or when `ms` have passed, whichever comes first.
 *
 * Not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: on Node 20 the timeout signal inside a
 * composite is held only weakly, so a garbage collection before it fires loses it and the composite
 * never aborts (nodejs/node#57736). A check run started before a restart then waited forever
 * (issue 24, item 4). Here the timer holds the controller strongly until `clear()` or the abort.
 */
export function deadlineSignal(parent: AbortSignal, ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const onParent = () => controller.abort(parent.reason);
  const timer = setTimeout(() => {
    parent.removeEventListener('abort', onParent);
    controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
  }, ms);
  if (parent.aborted) onParent();
  else parent.addEventListener('abort', onParent, { once: true });
  return {
    signal: controller.signal,
    clear() {
      clearTimeout(timer);
      parent.removeEventListener('abort', onParent);
    },
  };
}
