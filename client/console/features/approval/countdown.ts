import { useEffect, useState } from 'react';
import { APPROVAL_WINDOW_MS } from '#events/approval/events';
import { windowLeftMs } from '#events/approval/rules';

/** Where the start of a questionnaire's code window is kept (spec section 4: locally, per questionnaire). */
const keyOf = (questionnaireId: string) => `approval-code-requested:${questionnaireId}`;

/** The start of the 2-hour window, or null; a start older than 2 hours is dropped. */
export function readWindowStart(questionnaireId: string, now = Date.now()): string | null {
  try {
    const value = localStorage.getItem(keyOf(questionnaireId));
    if (!value) return null;
    const at = Date.parse(value);
    if (Number.isNaN(at) || now - at >= APPROVAL_WINDOW_MS) {
      localStorage.removeItem(keyOf(questionnaireId));
      return null;
    }
    return value;
  } catch {
    return null;
  }
}

/** The later of two window starts (either may be missing). */
export function later(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

export function saveWindowStart(questionnaireId: string, at: string): void {
  try {
    localStorage.setItem(keyOf(questionnaireId), at);
  } catch {
    /* private mode: the countdown is then shown from the server's request time only */
  }
}

export function clearWindowStart(questionnaireId: string): void {
  try {
    localStorage.removeItem(keyOf(questionnaireId));
  } catch {
    /* nothing kept */
  }
}

/**
 * Milliseconds left of the window started at `startedAt`, ticking every second while any is left.
 * When it runs out, the kept start is dropped.
 */
export function useCountdown(questionnaireId: string, startedAt: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = windowLeftMs(startedAt, now);
  useEffect(() => {
    if (!startedAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  useEffect(() => {
    if (startedAt && left === 0) clearWindowStart(questionnaireId);
  }, [questionnaireId, startedAt, left]);
  return left;
}
