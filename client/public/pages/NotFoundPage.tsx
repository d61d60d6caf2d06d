import { Link } from 'wouter';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

export const NOT_FOUND_TEXT = 'Страница не существует';

/** Any path the public site does not know. */
export default function NotFoundPage() {
  useDocumentTitle(publicTitle(NOT_FOUND_TEXT));
  return (
    <main className="pv-main pv-not-found" data-testid="not-found">
      <h1 className="pv-not-found-title">{NOT_FOUND_TEXT}</h1>
      <Link href="/" className="pv-button pv-button--primary">
        Перейти на главную
      </Link>
    </main>
  );
}
