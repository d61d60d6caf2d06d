import { useId, type ReactNode } from 'react';

interface FieldProps {
  label: string;
  name: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Renders the control with the ids that tie it to its label, error and hint. */
  children: (a11y: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: boolean;
  }) => ReactNode;
}

/** Label, control, hint and error message, wired for screen readers. */
export function Field({ label, name, required, error, hint, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="qf-field">
      <label htmlFor={id} className={required ? 'qf-label qf-required' : 'qf-label'}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required,
      })}
      {hint && (
        <span id={hintId} className="qf-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="qf-error" role="alert" data-testid={`field-error-${name}`}>
          {error}
        </span>
      )}
    </div>
  );
}
