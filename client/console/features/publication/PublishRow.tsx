import { useState } from 'react';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import type { PublicationAction, VacancyService } from '#events/vacancies/events';
import {
  publicationControls,
  type StaffPublication,
  type StaffPublicationFailure,
} from '#events/publication/views';
import { formatDateTime } from '../../shell/state/format';
import { errorText, publicationStateText, SERVICE_LABELS } from '../vacancies';
import { useReadOnly } from '../../shell/readOnly';
import { ConfirmDialog, type ConfirmRequest } from '../../shell/ConfirmDialog';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, 180px) 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    padding: `${tokens.spacingVerticalM} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  failure: { color: tokens.colorPaletteRedForeground1 },
});

/** The button an action ran from, so only that one spins. */
export type RowButton = 'publish' | 'republish' | 'close' | 'delete' | 'logout';

export interface PublishRowProps {
  service: VacancyService;
  publication: StaffPublication | null;
  failure?: StaffPublicationFailure;
  /** The button whose call is running in this row, if any (every button waits meanwhile). */
  running: RowButton | null;
  onAction: (action: PublicationAction, button: RowButton) => void;
  onLogout?: () => void;
}

/** What is asked before a destructive button runs (issue 31); other buttons run at once. */
function confirmationOf(service: VacancyService, name: RowButton): ConfirmRequest | null {
  const board = SERVICE_LABELS[service];
  if (name === 'close' && service === 'site')
    return {
      title: 'Закрыть вакансию?',
      text: 'Вакансия пропадёт с сайта, и кандидаты больше не смогут на неё откликнуться. Разместить её можно будет снова.',
      confirm: 'Закрыть',
    };
  if (name === 'close')
    return {
      title: `Закрыть вакансию на ${board}?`,
      text: `Вакансия уйдёт в архив на ${board}, отклики по ней прекратятся. Опубликовать её можно будет снова.`,
      confirm: 'Закрыть',
    };
  if (name === 'delete')
    return {
      title: `Удалить публикацию на ${board}?`,
      text: `Публикация будет удалена с ${board}. Это действие нельзя отменить.`,
      confirm: 'Удалить',
    };
  return null;
}

/**
 * One service of the publish panel: its state text and the buttons its status allows (spec part 1,
 * section 4). Job boards: Опубликовать, Закрыть (в архив), Опубликовать снова, Удалить, Выйти из
 * аккаунта; the own site: Разместить вакансию / Закрыть вакансию.
 */
export function PublishRow({ service, publication, failure, running, onAction, onLogout }: PublishRowProps) {
  const styles = useStyles();
  const controls = publicationControls(service, publication?.status ?? null);
  const site = service === 'site';
  const busy = running !== null;
  const readOnly = useReadOnly();
  const [asking, setAsking] = useState<{ action: PublicationAction; name: RowButton } | null>(null);
  const asked = asking && confirmationOf(service, asking.name);
  const press = (action: PublicationAction, name: RowButton) => {
    if (confirmationOf(service, name)) setAsking({ action, name });
    else onAction(action, name);
  };
  const button = (
    name: RowButton,
    action: PublicationAction,
    text: string,
    options: { primary?: boolean; disabled?: boolean } = {},
  ) => (
    <Button
      appearance={options.primary ? 'primary' : 'secondary'}
      disabled={busy || options.disabled}
      icon={running === name ? <Spinner size="tiny" /> : undefined}
      onClick={() => press(action, name)}
      data-testid={`pub-${name}-${service}`}
    >
      {text}
    </Button>
  );
  return (
    <div
      className={styles.row}
      data-testid={`pub-row-${service}`}
      data-status={publication?.status ?? 'none'}
    >
      <Text weight="semibold">{SERVICE_LABELS[service]}</Text>
      <div className={styles.main}>
        <Text data-testid={`pub-state-${service}`}>{publicationStateText(service, publication)}</Text>
        {failure && (
          <Text size={200} className={styles.failure} data-testid={`pub-failure-${service}`}>
            Ошибка {formatDateTime(failure.occurredAt)}: {errorText(failure.message, failure.status)}
          </Text>
        )}
        {!readOnly && (
          <div className={styles.buttons}>
            {controls.publish.visible &&
              button('publish', 'publish', site ? 'Разместить вакансию' : 'Опубликовать', {
                primary: true,
                disabled: !controls.publish.enabled,
              })}
            {controls.close && button('close', 'close', site ? 'Закрыть вакансию' : 'Закрыть (в архив)')}
            {controls.republish && button('republish', 'publish', 'Опубликовать снова')}
            {controls.delete && button('delete', 'delete', 'Удалить')}
            {onLogout && (
              <Button
                appearance="subtle"
                disabled={busy}
                icon={running === 'logout' ? <Spinner size="tiny" /> : undefined}
                onClick={onLogout}
                data-testid={`pub-logout-${service}`}
              >
                Выйти из аккаунта
              </Button>
            )}
          </div>
        )}
        {asking && asked && (
          <ConfirmDialog
            request={asked}
            testId={`pub-confirm-${service}`}
            onCancel={() => setAsking(null)}
            onConfirm={() => {
              setAsking(null);
              onAction(asking.action, asking.name);
            }}
          />
        )}
      </div>
    </div>
  );
}
