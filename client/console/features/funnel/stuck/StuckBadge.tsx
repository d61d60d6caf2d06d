/** Placeholder until i29-stuck is merged (the stuck engineer owns this file; the merge takes theirs). */
export function StuckBadge() {
  return null;
}
