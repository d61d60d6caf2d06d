import { useCallback, useRef, useState } from 'react';

/**
 * The width of an element as it resizes (charts take a width in pixels). A callback ref: the
 * element may be replaced (a chart shown again after its table view) and the new one is measured.
 * A detached or hidden element (width 0) keeps the last width.
 */
export function useWidth<E extends HTMLElement>(fallback = 600): [(element: E | null) => void, number] {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: E | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(Math.max(240, measured));
    };
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
  }, []);
  return [ref, width];
}
