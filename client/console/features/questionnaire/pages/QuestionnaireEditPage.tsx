import { useMemo, useState } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { IDENTITY_MESSAGE, IDENTITY_SECTIONS, seesWholeIdentity } from '#events/questionnaire/masking';
import { PERSONAL_DATA_CLOSED_STATES } from '#events/questionnaire/personal-data';
import { ProfileForm } from '#client/shared/profile';
import { useLiveRecord } from '#client/console/live/useLiveRecord';
import { BackLink } from '#client/console/shell/BackLink';
import { PresenceBar } from '#client/console/shell/PresenceBar';
import { sessionAtom } from '#client/console/shell/state/session';
import { getQuestionnaire, nullWhenNotFound, QUESTIONNAIRES, toView } from '../api';
import { BasicInfoForm } from '../components/BasicInfoForm';
import { LastJobsForm } from '../components/LastJobsForm';
import { fullName } from '../format';
import { whoAndWhen } from '../liveNotice';
import { staffProfilePort } from '../profilePort';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * /protected/feedback/edit/{id}: staff edit the candidate's questionnaire. The personal data is one
 * thing with one form (issue 24, item 3): the profile's 'Личные данные' for those who see identity
 * numbers whole; for unit and region directors, who see them masked, its shared fields (name, sex,
 * birth date, phone, e-mail) in the card's form, and the identity sections locked. Then the last
 * places of work. With the documents and 1C (waitingSigningDocuments, sendedTo1S, employed) the
 * page redirects to the card (spec part 2, section 2), there and live.
 */
export function QuestionnaireEditPage({ id }: { id: string }) {
  const styles = useStyles();
  // Unit and region directors see identity numbers masked and may not save them.
  const wholeIdentity = seesWholeIdentity(useAtomValue(sessionAtom)?.role.scope ?? '');
  const [live, setLive] = useState<string | null>(null);
  // The auditor edits nothing: the card shows the same sections read-only (issue 28).
  const readOnly = useReadOnly();
  const port = useMemo(() => staffProfilePort(id), [id]);
  const record = useLiveRecord({
    collection: QUESTIONNAIRES,
    id,
    load: () => getQuestionnaire(id).catch(nullWhenNotFound),
    notFound: 'Анкета не найдена',
    toView: (doc) => toView(doc),
    onLiveChange: (next) => setLive(`Анкету изменили: ${whoAndWhen(next.lastChange)}.`),
  });
  const q = record.data;
  if (!q)
    return record.loading ? (
      <Spinner label="Загрузка…" />
    ) : (
      <MessageBar intent="error">
        <MessageBarBody>{record.error?.message ?? 'Анкета не найдена'}</MessageBarBody>
      </MessageBar>
    );
  if (readOnly || PERSONAL_DATA_CLOSED_STATES.includes(q.state))
    return <Redirect to={`/protected/feedback/${id}`} replace />;

  const saved = (entity: typeof q) => {
    setLive(null);
    record.accept(entity);
  };
  return (
    <section className={styles.root} data-testid="qa-edit" data-revision={q.revision}>
      <BackLink to={`/protected/feedback/${id}`} testId="qa-edit-back">
        К анкете
      </BackLink>
      <PresenceBar viewers={record.viewers} />
      <Title2 as="h1">{fullName(q.info)}</Title2>
      <Text className={styles.muted}>Разделы анкеты сохраняются по одному.</Text>
      {live && (
        <MessageBar intent="warning" data-testid="qa-edit-message">
          <MessageBarBody>{live}</MessageBarBody>
        </MessageBar>
      )}
      {!wholeIdentity && (
        <MessageBar intent="info" data-testid="qa-edit-identity-masked">
          <MessageBarBody>{IDENTITY_MESSAGE}</MessageBarBody>
        </MessageBar>
      )}
      {!wholeIdentity && <BasicInfoForm q={q} onSaved={saved} />}
      <ProfileForm
        q={q}
        port={port}
        audience="staff"
        onSaved={saved}
        lockedSections={wholeIdentity ? [] : IDENTITY_SECTIONS}
        hiddenSections={wholeIdentity ? [] : ['personal']}
      />
      <LastJobsForm q={q} onSaved={saved} />
    </section>
  );
}
