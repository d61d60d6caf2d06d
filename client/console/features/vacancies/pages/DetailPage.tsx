import { useLocation } from 'wouter';
import { NotFoundPage } from '#client/console/shell/NotFoundPage';
import { detailTarget } from './location';
import { TemplatePage } from './TemplatePage';
import { VacancyPage } from './VacancyPage';

/** /protected/positions/vacancies/{id} and /protected/positions/templates/{id}. */
export function DetailPage() {
  const [location] = useLocation();
  const target = detailTarget(location);
  if (!target) return <NotFoundPage />;
  return target.kind === 'template' ? (
    <TemplatePage key={`t:${target.id}`} id={target.id} />
  ) : (
    <VacancyPage key={`v:${target.id}`} id={target.id} />
  );
}
