import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  testId: string;
  title: string;
  children: ReactNode;
  /** The one button; none for a modal that closes by itself. */
  actionLabel?: string;
  onAction?: () => void;
}

/** A small accessible dialog in Fluent's look: focus moves to its button, Escape triggers it. */
export function Modal({ testId, title, children, actionLabel, onAction }: ModalProps) {
  const titleId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    (button.current ?? dialog.current)?.focus();
  }, []);
  return (
    <div className="qf-backdrop">
      <div
        ref={dialog}
        className="qf-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid={testId}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && onAction) onAction();
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <div>{children}</div>
        {actionLabel && (
          <div className="qf-dialog-actions">
            <button ref={button} type="button" className="qf-button qf-primary" onClick={onAction}>
              {actionLabel}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
