/** A Fluent-like spinner with a label for screen readers. */
export function Spinner({ label = 'Загрузка…' }: { label?: string }) {
  return (
    <div className="pv-spinner" role="status" aria-live="polite">
      <span className="pv-spinner-ring" aria-hidden="true" />
      <span className="pv-spinner-label">{label}</span>
    </div>
  );
}
