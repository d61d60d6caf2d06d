interface PaginationProps {
  /** 1-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page numbers around the current one, with first/last and previous/next. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  const numbers = visiblePages(page, pages);
  return (
    <nav className="pv-pagination" aria-label="Страницы" data-testid="pagination">
      <button
        type="button"
        className="pv-page"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label="Предыдущая страница"
      >
        ‹
      </button>
      {numbers.map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="pv-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            type="button"
            key={n}
            className={n === page ? 'pv-page pv-page--current' : 'pv-page'}
            aria-current={n === page ? 'page' : undefined}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ),
      )}
      <button
        type="button"
        className="pv-page"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
        aria-label="Следующая страница"
      >
        ›
      </button>
    </nav>
  );
}

/** 1 … 4 5 6 … 10: the first, the last and two around the current page. */
function visiblePages(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 1) out.push(n);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}
