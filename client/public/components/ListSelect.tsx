import { forwardRef, useEffect, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';

export interface ListSelectOption {
  value: string;
  label: string;
}

interface ListSelectProps {
  options: readonly ListSelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Shown while nothing is chosen. */
  placeholder: string;
  testId: string;
  /** The field's label, error and hint wiring (Field's a11y props). */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

/**
 * The site's own select (WAI-ARIA 'select-only combobox'): a button-like box that opens a styled
 * listbox, in the public pages' look instead of the browser's native picker. Keyboard: Enter, Space
 * or Alt+Down open; Up, Down, Home, End and typed letters move; Enter or Space choose; Escape and
 * Tab close. The chosen option's value is the field's value.
 */
export const ListSelect = forwardRef(function ListSelect(
  { options, value, onChange, onBlur, placeholder, testId, id, ...aria }: ListSelectProps,
  ref: Ref<HTMLDivElement>,
) {
  const listId = useId();
  const root = useRef<HTMLDivElement | null>(null);
  const [open, setOpen] = useState(false);
  const chosen = options.findIndex((o) => o.value === value);
  const [active, setActive] = useState(Math.max(chosen, 0));
  const typed = useRef({ text: '', at: 0 });

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  // The active option stays in view while the keyboard moves it.
  useEffect(() => {
    if (open) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, listId]);

  const show = () => {
    setActive(Math.max(chosen, 0));
    setOpen(true);
  };
  const choose = (index: number) => {
    const option = options[index];
    if (option) onChange(option.value);
    setOpen(false);
  };
  const move = (index: number) => setActive(Math.min(Math.max(index, 0), options.length - 1));
  /** Typed letters jump to the next option starting with them. */
  const typeAhead = (key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at < 700 ? typed.current.text : '') + key.toLowerCase();
    typed.current = { text, at: now };
    const from = open ? active : Math.max(chosen, 0);
    const order = [...options.keys()].map((i) => (i + from + (text.length === 1 ? 1 : 0)) % options.length);
    const found = order.find((i) => options[i]?.label.toLowerCase().startsWith(text));
    if (found === undefined) return;
    if (open) setActive(found);
    else onChange(options[found]!.value);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { key } = event;
    if (!open) {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(key)) {
        event.preventDefault();
        show();
      } else if (key.length === 1 && !event.ctrlKey && !event.metaKey) typeAhead(key);
      return;
    }
    const handled: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => (event.altKey ? choose(active) : move(active - 1)),
      Home: () => move(0),
      End: () => move(options.length - 1),
      PageDown: () => move(active + 10),
      PageUp: () => move(active - 10),
      Enter: () => choose(active),
      ' ': () => choose(active),
      Escape: () => setOpen(false),
    };
    if (key === 'Tab') return setOpen(false);
    const run = handled[key];
    if (run) {
      event.preventDefault();
      run();
    } else if (key.length === 1) typeAhead(key);
  };

  return (
    <div className="qf-listselect" ref={root}>
      <div
        ref={ref}
        id={id}
        role="combobox"
        tabIndex={0}
        className="qf-select qf-listselect-box"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        {...aria}
        data-testid={testId}
        data-value={value}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (root.current?.contains(event.relatedTarget)) return;
          setOpen(false);
          onBlur?.();
        }}
      >
        <span className={chosen < 0 ? 'qf-listselect-placeholder' : undefined}>
          {chosen < 0 ? placeholder : options[chosen]!.label}
        </span>
        <svg className="qf-listselect-chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2.15 4.65a.5.5 0 0 1 .7 0L6 7.79l3.15-3.14a.5.5 0 1 1 .7.7l-3.5 3.5a.5.5 0 0 1-.7 0l-3.5-3.5a.5.5 0 0 1 0-.7Z" />
        </svg>
      </div>
      <ul
        id={listId}
        role="listbox"
        className="qf-listselect-list"
        hidden={!open}
        tabIndex={-1}
        data-testid={`${testId}-list`}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === chosen}
            className={index === active ? 'qf-listselect-option qf-active' : 'qf-listselect-option'}
            onPointerDown={(event) => event.preventDefault()}
            onPointerEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.label}
          </li>
        ))}
      </ul>
    </div>
  );
});
