import { Button, Text } from '@fluentui/react-components';
import { workPlacesOf, type WorkPlace } from '#events/questionnaire/work-places';
import { DateField, TextField, useFieldStyles } from '#client/shared/profile/fields';
import { SectionCard } from '#client/shared/profile/SectionCard';
import type { QuestionnaireView } from '../api';
import { useInfoForm } from './useInfoForm';

const EMPTY: WorkPlace = { organization: '', period: ['', ''], position: '', description: '' };

const jobsOf = (q: QuestionnaireView) => workPlacesOf(q.info.lastJobs);
const changesOf = (base: WorkPlace[], draft: WorkPlace[]) =>
  JSON.stringify(base) === JSON.stringify(draft) ? {} : { lastJobs: draft };

/**
 * The candidate's last places of work (spec part 2, section 3, `info.lastJobs`): organization,
 * period (an empty end: works there now), position and duties; the whole list saved by PUT …/info.
 * The card shows them in their own section.
 */
export function LastJobsForm({
  q,
  onSaved,
}: {
  q: QuestionnaireView;
  onSaved: (entity: QuestionnaireView) => void;
}) {
  const styles = useFieldStyles();
  const form = useInfoForm(q, jobsOf, changesOf, onSaved);
  const jobs = form.draft;
  const setJob = (i: number, patch: Partial<WorkPlace>) =>
    form.setDraft(jobs.map((job, j) => (j === i ? { ...job, ...patch } : job)));
  // The server names the refused field by its path ('lastJobs.0.period.1'): shown under the record.
  const errorOf = (i: number, field: string): string | undefined =>
    form.fieldErrors[`lastJobs.${i}.${field}`];
  return (
    <SectionCard
      title="Последние места работы"
      testId="qa-edit-jobs"
      busy={form.busy}
      notice={form.notice}
      onTakeServer={form.takeServer}
      onSave={() => void form.save()}
    >
      {jobs.length === 0 && <Text className={styles.wide}>Места работы не указаны.</Text>}
      {jobs.map((job, i) => (
        <div key={i} className={`${styles.wide} ${styles.record}`} data-testid={`qa-edit-job-${i}`}>
          <div className={styles.recordHead}>
            <Text weight="semibold">Место работы {i + 1}</Text>
            <Button
              appearance="subtle"
              disabled={form.busy}
              onClick={() => form.setDraft(jobs.filter((_, j) => j !== i))}
              data-testid={`qa-edit-job-${i}-remove`}
            >
              Удалить
            </Button>
          </div>
          <div className={styles.grid}>
            <TextField
              label="Организация"
              required
              value={job.organization}
              disabled={form.busy}
              onChange={(organization) => setJob(i, { organization })}
              error={errorOf(i, 'organization')}
              testId={`qa-edit-job-${i}-organization`}
            />
            <TextField
              label="Должность"
              required
              value={job.position}
              disabled={form.busy}
              onChange={(position) => setJob(i, { position })}
              error={errorOf(i, 'position')}
              testId={`qa-edit-job-${i}-position`}
            />
            <DateField
              label="Начало работы"
              required
              value={job.period[0]}
              disabled={form.busy}
              onChange={(from) => setJob(i, { period: [from, job.period[1]] })}
              error={errorOf(i, 'period.0')}
              testId={`qa-edit-job-${i}-from`}
            />
            <DateField
              label="Окончание работы (пусто — работает сейчас)"
              value={job.period[1]}
              disabled={form.busy}
              onChange={(to) => setJob(i, { period: [job.period[0], to] })}
              error={errorOf(i, 'period.1') ?? errorOf(i, 'period')}
              testId={`qa-edit-job-${i}-to`}
            />
            <TextField
              label="Обязанности и достижения"
              wide
              value={job.description}
              disabled={form.busy}
              onChange={(description) => setJob(i, { description })}
              error={errorOf(i, 'description')}
              testId={`qa-edit-job-${i}-description`}
            />
          </div>
        </div>
      ))}
      <div className={styles.wide}>
        <Button
          disabled={form.busy}
          onClick={() => form.setDraft([...jobs, EMPTY])}
          data-testid="qa-edit-job-add"
        >
          Добавить место работы
        </Button>
      </div>
    </SectionCard>
  );
}
