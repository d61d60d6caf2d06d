import {
  Avatar,
  Badge,
  Card,
  Link,
  Menu,
  MenuButton,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Text,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import {
  CallRegular,
  CopyRegular,
  EditRegular,
  MailRegular,
  MoreHorizontalRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { questionnaireControls } from '#events/questionnaire/rules';
import { STATE_TITLES } from '#events/questionnaire/states';
import type { QuestionnaireView } from '../api';
import { ageText, applicationDate, fullName, initials, sexText, storeText } from '../format';
import { useReadOnly } from '#client/console/shell/readOnly';

const PHONE = '@media (max-width: 599.98px)';

const useStyles = makeStyles({
  card: {
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: tokens.durationSlow,
  },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  // One layout at every width (issue 24: on a phone the wrapping row laid cards out two ways and
  // left the menu mid-card): userpic, text, contacts and the menu in a grid; on a phone the
  // contacts go under the text and the menu stays in the top right corner.
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
    gridTemplateAreas: '"avatar main side menu"',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'start',
    [PHONE]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"avatar main menu" "side side side"',
    },
  },
  avatar: { gridArea: 'avatar' },
  main: {
    gridArea: 'main',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  side: {
    gridArea: 'side',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    alignItems: 'flex-start',
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
  menu: { gridArea: 'menu' },
  muted: { color: tokens.colorNeutralForeground3 },
  link: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface QuestionnaireListCardProps {
  q: QuestionnaireView;
  highlighted: boolean;
  onOpen: () => void;
  onEdit: () => void;
  /** Absent for those who see identity data masked: the candidate's link opens it whole (issue 23). */
  onCopyLink?: () => void;
  /** 'Отправить ссылку кандидату' (issue 31): for exactly those who may copy the link. */
  onSendLink?: () => void;
}

/**
 * A candidate in a list (spec part 2, section 2): userpic, name, sex, age, position and store, the
 * application date, the status, phone and e-mail, and the menu (hidden in the states the rules say).
 */
export function QuestionnaireListCard({
  q,
  highlighted,
  onOpen,
  onEdit,
  onCopyLink,
  onSendLink,
}: QuestionnaireListCardProps) {
  const styles = useStyles();
  const menu = questionnaireControls({ state: q.state }).menu;
  const readOnly = useReadOnly();
  const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();
  const details = [sexText(q.info.sex), ageText(q.info.dateBirth)].filter(Boolean).join(', ');
  return (
    <Card
      className={mergeClasses(styles.card, highlighted && styles.highlighted)}
      onClick={onOpen}
      data-testid="qa-card"
      data-id={q.id}
      data-state={q.state}
      data-highlighted={highlighted || undefined}
    >
      <div className={styles.row}>
        <Avatar
          className={styles.avatar}
          name={fullName(q.info)}
          initials={initials(q.info)}
          size={48}
          color="colorful"
        />
        <div className={styles.main}>
          <Text weight="semibold" data-testid="qa-card-name">
            {fullName(q.info)}
          </Text>
          {details && <Text className={styles.muted}>{details}</Text>}
          <Text>
            {q.vacancy.positionTitle} · {storeText(q.vacancy)}
          </Text>
          <Text className={styles.muted}>Анкета от {applicationDate(q.createdAt)}</Text>
        </div>
        <div className={styles.side}>
          <Badge
            appearance="tint"
            color={q.state.startsWith('rejected') ? 'danger' : 'brand'}
            data-testid="qa-card-state"
          >
            {STATE_TITLES[q.state]}
          </Badge>
          <Link href={`tel:+${q.info.phone.replace(/\D/g, '')}`} className={styles.link} onClick={stop}>
            <CallRegular aria-hidden />+{q.info.phone}
          </Link>
          {q.info.email && (
            <Link href={`mailto:${q.info.email}`} className={styles.link} onClick={stop}>
              <MailRegular aria-hidden />
              {q.info.email}
            </Link>
          )}
        </div>
        {menu.visible && !readOnly && (
          <div className={styles.menu} onClick={stop}>
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <MenuButton
                  appearance="subtle"
                  icon={<MoreHorizontalRegular />}
                  aria-label="Действия с анкетой"
                  data-testid="qa-card-menu"
                />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem icon={<EditRegular />} onClick={onEdit}>
                    Редактировать анкету
                  </MenuItem>
                  {onCopyLink && (
                    <MenuItem icon={<CopyRegular />} onClick={onCopyLink} data-testid="qa-copy-link">
                      Скопировать ссылку для кандидата
                    </MenuItem>
                  )}
                  {onSendLink && (
                    <MenuItem icon={<SendRegular />} onClick={onSendLink} data-testid="qa-send-link">
                      Отправить ссылку кандидату
                    </MenuItem>
                  )}
                </MenuList>
              </MenuPopover>
            </Menu>
          </div>
        )}
      </div>
    </Card>
  );
}
