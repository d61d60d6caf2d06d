import type { MouseEvent } from 'react';
import { Link } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { formatCount } from '../format';

/** A count that opens the questionnaire list behind it (plain text when there is none to open). */
export function CountLink({
  value,
  href,
  testId,
  label,
}: {
  value: number;
  href: string | null;
  testId?: string;
  /** What the number counts, for screen readers ('Трудоустроен: 12, открыть список'). */
  label?: string;
}) {
  const [, navigate] = useLocation();
  if (!href) return <span data-testid={testId}>{formatCount(value)}</span>;
  const open = (event: MouseEvent) => {
    // A new tab or window (Ctrl, Shift, middle click) opens the address itself.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <Link
      href={href}
      onClick={open}
      data-testid={testId}
      aria-label={label ? `${label}: ${formatCount(value)}, открыть список` : undefined}
    >
      {formatCount(value)}
    </Link>
  );
}
