import { useState } from 'react';
import {
  Button,
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CalendarAddRegular } from '@fluentui/react-icons';
import { useAtomValue } from 'jotai';
import { useLocation, useParams } from 'wouter';
import { canScheduleMeetings } from '#events/meetings/events';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import type { MeetingEntity } from '../api';
import { fullName, getQuestionnaireLight, type QuestionnaireLightEntity } from '../../questionnaire-light';
import { useCanAccess } from '#client/console/shell/state/access';
import { permissionNamesAtom, sessionAtom } from '#client/console/shell/state/session';
import { InviteDialog } from './InviteDialog';
import { RescheduleRequestNote } from './RescheduleRequestNote';
import { formatDay, formatTime, inZone, ZONE_LABEL } from './time';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
});

/**
 * 'Пригласить на собеседование' on a light questionnaire card (new and accepted): the questionnaire
 * of the card's route is loaded fresh when the dialog opens, so the invitation names what is current.
 */
export function InviteToInterview() {
  const styles = useStyles();
  const { id } = useParams<{ id?: string }>();
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  const permissions = useAtomValue(permissionNamesAtom);
  const canAccess = useCanAccess();
  const [, navigate] = useLocation();
  const [loading, setLoading] = useState(false);
  const [questionnaire, setQuestionnaire] = useState<QuestionnaireLightEntity | null>(null);
  const [done, setDone] = useState<MeetingEntity | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!id || !canScheduleMeetings({ scope, permissions })) return null;

  const open = async () => {
    setLoading(true);
    setError(null);
    setDone(null);
    try {
      setQuestionnaire((await getQuestionnaireLight(id)).entity);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setLoading(false);
    }
  };

  const start = done ? inZone(done.startsAt) : null;
  return (
    <div className={styles.root} data-testid="invite-block">
      <RescheduleRequestNote questionnaireId={id} kind="light" />
      <Button
        icon={loading ? <Spinner size="tiny" /> : <CalendarAddRegular />}
        disabled={loading}
        onClick={() => void open()}
        data-testid="invite-open"
      >
        Пригласить на собеседование
      </Button>
      {done && start && (
        <MessageBar intent="success" data-testid="invite-done">
          <MessageBarBody>
            Собеседование назначено: {formatDay(start)} в {formatTime(start)} ({ZONE_LABEL}), {done.place}.{' '}
            {canAccess('calendar') && (
              <Link onClick={() => navigate('/protected/calendar')} data-testid="invite-calendar-link">
                Открыть календарь
              </Link>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error" data-testid="invite-load-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {questionnaire && (
        <InviteDialog
          invitee={{
            questionnaireId: questionnaire.id,
            name: fullName(questionnaire.info),
            positionTitle: questionnaire.vacancy.position.title,
            IStoreId: questionnaire.vacancy.IStoreId,
            store: questionnaire.vacancy.store,
          }}
          onCancel={() => setQuestionnaire(null)}
          onDone={(meeting) => {
            setQuestionnaire(null);
            setDone(meeting);
          }}
        />
      )}
    </div>
  );
}
