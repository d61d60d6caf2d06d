import { ErrorPage } from './ErrorPage';

/** Unknown paths. 'На главную' is the user's start page in the console (the public site when signed out). */
export function NotFoundPage() {
  return <ErrorPage title="Страница не существует" testId="page-not-found" homeTestId="not-found-home" />;
}
