import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { post } from './api';
import './questionnaire.css';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

/** /confirm/email/{id}: the result of the link sent to the candidate, and a way back to the main page. */
export default function EmailConfirmPage() {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(publicTitle('Подтверждение e-mail'));
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    post<{ message: string }>(`/questionnaire/emailconfirm/${encodeURIComponent(id)}`, {})
      .then((r) => setResult({ ok: true, message: r.message }))
      .catch((err: Error) => setResult({ ok: false, message: err.message }));
  }, [id]);

  return (
    <main className="qf">
      <div className="qf-card" aria-busy={result === null}>
        <h1 className="qf-title">Подтверждение электронной почты</h1>
        {result === null ? (
          <p className="qf-message">Проверяем ссылку…</p>
        ) : (
          <p
            className="qf-message"
            role={result.ok ? 'status' : 'alert'}
            data-testid={result.ok ? 'email-confirmed' : 'email-confirm-error'}
          >
            {result.message}
          </p>
        )}
        <Link className="qf-back" href="/" data-testid="main-page-link">
          Перейти на главную страницу
        </Link>
      </div>
    </main>
  );
}
