import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  page: { minWidth: '36px' },
});

export interface ListPaginationProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Pages around the current one, the first and the last; gaps shown as '…'. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([0, pageCount - 1, page - 1, page, page + 1]);
  const pages = [...wanted].filter((p) => p >= 0 && p < pageCount).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Page switcher; hidden while everything fits on one page. */
export function ListPagination({ page, pageCount, onPage }: ListPaginationProps) {
  const styles = useStyles();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.root} aria-label="Страницы" data-testid="ql-pagination">
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label="Предыдущая страница"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        data-testid="ql-page-prev"
      />
      {visiblePages(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`}>…</span>
        ) : (
          <Button
            key={p}
            className={styles.page}
            appearance={p === page ? 'primary' : 'subtle'}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
            data-testid={`ql-page-${p + 1}`}
          >
            {p + 1}
          </Button>
        ),
      )}
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label="Следующая страница"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
        data-testid="ql-page-next"
      />
    </nav>
  );
}
