import { Link } from 'wouter';
import type { PublicVacancy } from '#events/vacancies/views';
import { dateText, salaryText, storeText } from '../format';

/** One vacancy of the feed; the whole card links to the vacancy page. */
export function VacancyCard({ vacancy }: { vacancy: PublicVacancy }) {
  const salary = salaryText(vacancy.salary);
  return (
    <li className="pv-card" data-testid="vacancy-card" data-vacancy-id={vacancy.id}>
      <Link href={`/vacancies/${encodeURIComponent(vacancy.id)}`} className="pv-card-link">
        <h2 className="pv-card-title">{vacancy.position.title}</h2>
        <p className="pv-card-salary">{salary ?? 'Зарплата по договорённости'}</p>
        <p className="pv-card-store">
          {vacancy.store.cityName ? `${vacancy.store.cityName}, ` : ''}
          {storeText(vacancy.store)}
        </p>
        <p className="pv-card-meta">
          {[vacancy.schedule, vacancy.occupation ? `занятость ${vacancy.occupation}` : null]
            .filter(Boolean)
            .join(' · ')}
          {vacancy.publishedAt ? <span className="pv-card-date">{dateText(vacancy.publishedAt)}</span> : null}
        </p>
      </Link>
    </li>
  );
}
