import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import type { PublicVacancy } from '#events/vacancies/views';
import { ApiError, fetchVacancy } from '../api/http';
import { useVacancyChanges } from '../api/live';
import { Spinner } from '../components/Spinner';
import { VacancySection } from '../components/VacancySection';
import { salaryText, storeText } from '../format';
import { feedHref } from '../state/feedQuery';
import { sourceQuery, useLightSource } from '../state/source';
import { publicTitle, useDocumentTitle } from '#client/shared/useDocumentTitle';

export const CLOSED_TEXT = 'Вакансия закрыта';

type Load =
  | { state: 'loading' }
  | { state: 'ready'; vacancy: PublicVacancy }
  | { state: 'missing'; message: string }
  | { state: 'error'; message: string };

/** `/vacancies/{id}`: one vacancy with its sections and the way to the questionnaire; live. */
export default function VacancyPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The tab says which vacancy this is ('Кассир — Работа у нас').
  useDocumentTitle(
    load.state === 'ready'
      ? publicTitle(load.vacancy.position.title)
      : load.state === 'loading'
        ? null
        : publicTitle('Вакансия не найдена'),
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchVacancy(id, controller.signal)
      .then((vacancy) => setLoad({ state: 'ready', vacancy }))
      .catch((err: Error) => {
        if (controller.signal.aborted) return;
        const missing = err instanceof ApiError && err.status === 404;
        setLoad({ state: missing ? 'missing' : 'error', message: err.message });
      });
    return () => controller.abort();
  }, [id, attempt]);

  useVacancyChanges((change) => {
    if (change === null) setAttempt((n) => n + 1);
    else if (change.id === id && change.doc) setLoad({ state: 'ready', vacancy: change.doc });
  });

  return (
    <main className="pv-main pv-detail-page">
      <Link href={feedHref()} className="pv-back">
        ← Все вакансии
      </Link>
      {load.state === 'loading' ? <Spinner label="Загружаем вакансию…" /> : null}
      {load.state === 'missing' || load.state === 'error' ? (
        <div className={load.state === 'error' ? 'pv-message pv-message--error' : 'pv-message'} role="alert">
          <p>{load.message}</p>
          {load.state === 'error' ? (
            <button type="button" className="pv-button" onClick={() => setAttempt((n) => n + 1)}>
              Повторить
            </button>
          ) : (
            <Link href="/">Перейти на главную</Link>
          )}
        </div>
      ) : null}
      {load.state === 'ready' ? <VacancyDetail vacancy={load.vacancy} /> : null}
    </main>
  );
}

function VacancyDetail({ vacancy }: { vacancy: PublicVacancy }) {
  const open = vacancy.status === 'published';
  const source = useLightSource();
  const salary = salaryText(vacancy.salary);
  const facts = !vacancy.isSelfEmployed;
  return (
    <article className="pv-detail" data-testid="vacancy-detail">
      <header className="pv-detail-head">
        <h1 className="pv-detail-title">{vacancy.position.title}</h1>
        {salary ? <p className="pv-detail-salary">{salary}</p> : null}
        <p className="pv-detail-store">
          {vacancy.store.cityName ? `${vacancy.store.cityName}, ` : ''}
          {storeText(vacancy.store)}
          {vacancy.store.fullAddress ? (
            <span className="pv-detail-address">{vacancy.store.fullAddress}</span>
          ) : null}
        </p>
        {open ? (
          <Link
            href={`/vacancies/${encodeURIComponent(vacancy.id)}/al${sourceQuery(source)}`}
            className="pv-button pv-button--primary pv-button--large"
            data-testid="fill-questionnaire"
          >
            Заполнить анкету
          </Link>
        ) : (
          <p className="pv-closed" data-testid="vacancy-closed" role="status">
            {CLOSED_TEXT}
          </p>
        )}
      </header>
      {facts ? (
        <dl className="pv-facts">
          <VacancySection name="experience" title="Опыт работы" text={vacancy.experience} />
          <VacancySection name="occupation" title="Занятость" text={vacancy.occupation} />
          <VacancySection name="schedule" title="График работы" text={vacancy.schedule} />
        </dl>
      ) : null}
      <VacancySection name="responsibility" title="Обязанности" html={vacancy.responsibility} />
      <VacancySection name="standards" title="Требования" html={vacancy.standards} />
      <VacancySection name="conditions" title="Условия" html={vacancy.conditions} />
      <VacancySection name="extraStandards" title="Дополнительная информация" html={vacancy.extraStandards} />
      {open ? (
        <div className="pv-detail-footer">
          <Link
            href={`/vacancies/${encodeURIComponent(vacancy.id)}/al${sourceQuery(source)}`}
            className="pv-button pv-button--primary pv-button--large"
          >
            Заполнить анкету
          </Link>
        </div>
      ) : null}
    </article>
  );
}
