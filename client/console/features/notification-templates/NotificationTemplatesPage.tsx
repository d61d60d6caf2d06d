import { useState } from 'react';
import {
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Tab,
  TabList,
  Text,
  Title2,
  Title3,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  NOTIFICATION_CHANNEL_TITLES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_MOMENT_TITLES,
  NOTIFICATION_MOMENTS,
  type NotificationChannel,
  type NotificationMoment,
} from '#events/notifications/api';
import { notificationTemplateView, templateIdOf } from '#events/notifications/templates';
import { useLiveList } from '../../live/useLiveList';
import { PresenceBar } from '../../shell/PresenceBar';
import { useReadOnly } from '../../shell/readOnly';
import {
  listNotificationTemplates,
  NOTIFICATION_TEMPLATES,
  templateViewOfDoc,
  type NotificationTemplateView,
} from './api';
import { TemplateEditor } from './TemplateEditor';

const PHONE = '@media (max-width: 759.98px)';
const NARROW = '@media (max-width: 1099.98px)';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  hint: { color: tokens.colorNeutralForeground3 },
  layout: {
    display: 'grid',
    gridTemplateColumns: '240px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    [PHONE]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  moments: { [PHONE]: { display: 'none' } },
  moment: { justifyContent: 'flex-start', textAlign: 'left' },
  momentSelect: { display: 'none', [PHONE]: { display: 'flex' } },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  editors: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  channelTabs: { display: 'none', [NARROW]: { display: 'flex' } },
  hiddenNarrow: { [NARROW]: { display: 'none' } },
  edited: { color: tokens.colorBrandForeground1 },
});

const ORDER = new Map(
  NOTIFICATION_MOMENTS.flatMap((moment, i) =>
    NOTIFICATION_CHANNELS.map((channel, j) => [templateIdOf(moment, channel), i * 2 + j]),
  ),
);
const byOrder = (a: NotificationTemplateView, b: NotificationTemplateView) =>
  (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0);

/**
 * /protected/settings/notifications: 'Уведомления кандидатам' (issue 31, item 1). The moments of a
 * hire as a list; for the chosen one its SMS and e-mail templates side by side (tabs on a narrow
 * screen). Admin edits, the auditor reads; another admin's save arrives live (list room).
 */
export function NotificationTemplatesPage() {
  const styles = useStyles();
  const readOnly = useReadOnly();
  const [moment, setMoment] = useState<NotificationMoment>('received');
  const [channel, setChannel] = useState<NotificationChannel>('sms');
  const list = useLiveList({
    collection: NOTIFICATION_TEMPLATES,
    load: listNotificationTemplates,
    toView: templateViewOfDoc,
    order: byOrder,
  });
  const byId = new Map(list.rows.map((row) => [row.id, row]));
  // A reset deletes the document: until the list comes again, the default text stands in.
  const viewOf = (m: NotificationMoment, c: NotificationChannel) =>
    byId.get(templateIdOf(m, c)) ?? notificationTemplateView(m, c, null);
  const editedIn = (m: NotificationMoment) =>
    NOTIFICATION_CHANNELS.some((c) => byId.get(templateIdOf(m, c))?.edited);
  const title = (m: NotificationMoment) =>
    `${NOTIFICATION_MOMENT_TITLES[m]}${editedIn(m) ? ' · изменён' : ''}`;

  return (
    <section className={styles.root}>
      <Title2 as="h1">Уведомления кандидатам</Title2>
      <PresenceBar viewers={list.viewers} />
      <Text className={styles.hint}>
        Тексты SMS и писем, которые кандидаты получают на каждом шаге. Подстановки вида {'{{firstName}}'}{' '}
        заменяются данными кандидата; SMS в тихие часы (21:00–09:00 МСК) уходят утром.
      </Text>
      {list.error && (
        <MessageBar intent="error">
          <MessageBarBody>{list.error}</MessageBarBody>
        </MessageBar>
      )}
      {list.loading && !list.loaded ? (
        <Spinner label="Загрузка…" />
      ) : (
        <div className={styles.layout}>
          <TabList
            vertical
            className={styles.moments}
            selectedValue={moment}
            onTabSelect={(_, data) => setMoment(data.value as NotificationMoment)}
            data-testid="notification-moments"
          >
            {NOTIFICATION_MOMENTS.map((m) => (
              <Tab key={m} value={m} className={styles.moment} data-testid={`moment-${m}`}>
                <span className={mergeClasses(editedIn(m) && styles.edited)}>{title(m)}</span>
              </Tab>
            ))}
          </TabList>
          <Select
            className={styles.momentSelect}
            aria-label="Момент уведомления"
            value={moment}
            onChange={(_, data) => setMoment(data.value as NotificationMoment)}
            data-testid="notification-moment-select"
          >
            {NOTIFICATION_MOMENTS.map((m) => (
              <option key={m} value={m}>
                {title(m)}
              </option>
            ))}
          </Select>
          <div className={styles.panel}>
            <Title3 as="h2">{NOTIFICATION_MOMENT_TITLES[moment]}</Title3>
            <TabList
              className={styles.channelTabs}
              selectedValue={channel}
              onTabSelect={(_, data) => setChannel(data.value as NotificationChannel)}
            >
              {NOTIFICATION_CHANNELS.map((c) => (
                <Tab key={c} value={c} data-testid={`channel-tab-${c}`}>
                  {NOTIFICATION_CHANNEL_TITLES[c]}
                </Tab>
              ))}
            </TabList>
            <div className={styles.editors}>
              {NOTIFICATION_CHANNELS.map((c) => {
                const view = viewOf(moment, c);
                return (
                  <div key={view.id} className={mergeClasses(c !== channel && styles.hiddenNarrow)}>
                    <TemplateEditor
                      view={view}
                      readOnly={readOnly}
                      highlighted={list.highlighted.has(view.id)}
                      onSaved={(saved) => list.merge([saved])}
                    />
                  </div>
                );
              })}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
