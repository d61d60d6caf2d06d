import { ErrorPage } from './ErrorPage';

/** A console page the user's role may not open (403), shown inside the shell. */
export function ForbiddenPage() {
  return (
    <ErrorPage
      title="Недостаточно прав"
      text="Этот раздел недоступен для вашей роли. Если он нужен вам для работы, обратитесь к администратору системы или войдите под другой учётной записью."
      testId="page-forbidden"
      homeTestId="forbidden-home"
    />
  );
}
