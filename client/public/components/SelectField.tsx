import { useId } from 'react';

interface SelectFieldProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
  disabled?: boolean;
  /** Shown as the only option when disabled (e.g. 'Сначала выберите город'). */
  placeholder?: string;
}

/** A labelled native select in Fluent's look: native pickers work best on phones. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  testId,
  disabled,
  placeholder,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="pv-field">
      <label className="pv-label" htmlFor={id}>
        {label}
      </label>
      <div className="pv-select-wrap">
        <select
          id={id}
          className="pv-select"
          value={disabled && placeholder ? '' : value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          data-testid={testId}
        >
          {disabled && placeholder ? (
            <option value="">{placeholder}</option>
          ) : (
            options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))
          )}
        </select>
      </div>
    </div>
  );
}
