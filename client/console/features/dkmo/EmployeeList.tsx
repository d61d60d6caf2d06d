import {
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import {
  MoneyRegular,
  PersonClockRegular,
  PersonRegular,
  PersonStarRegular,
  ShieldPersonRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import type { DkmoEmployeeView } from '#events/dkmo/inputs';
import { DKMO_MESSAGES } from '#events/dkmo/events';
import { positionGroup, type PositionGroup } from '#events/dkmo/rules';
import { useMediaQuery } from '../../shell/state/useMediaQuery';

/** An icon per position group (spec section 2: 'Each position maps to an icon'). */
const ICONS: Record<PositionGroup, FluentIcon> = {
  director: PersonStarRegular,
  administrator: ShieldPersonRegular,
  seller: MoneyRegular,
  parttimer: PersonClockRegular,
  other: PersonRegular,
};
const PHONE = '(max-width: 767px)';
const ruDate = (day: string | null) => (day ? day.split('-').reverse().join('.') : '');

const useStyles = makeStyles({
  sign: { height: '40px', maxWidth: '140px', objectFit: 'contain' },
  who: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { fontSize: '20px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  left: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
  cards: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

function SignCell(props: { e: DkmoEmployeeView; canSign: boolean; onSign: (e: DkmoEmployeeView) => void }) {
  const { e, canSign, onSign } = props;
  const styles = useStyles();
  if (e.sign)
    return (
      <img
        className={styles.sign}
        src={e.sign}
        alt={`Подпись: ${e.fio}`}
        data-testid={`dkmo-signed-${e.id}`}
      />
    );
  if (e.leftOn) return <span className={styles.muted}>выбыл {ruDate(e.leftOn)}</span>;
  if (!canSign) return <span className={styles.muted}>не подписан</span>;
  return (
    <Button size="small" appearance="primary" onClick={() => onSign(e)} data-testid={`dkmo-sign-${e.id}`}>
      Подписать
    </Button>
  );
}

function Who({ e }: { e: DkmoEmployeeView }) {
  const styles = useStyles();
  const Icon = ICONS[positionGroup(e.position)];
  return (
    <span className={styles.who}>
      <Icon className={styles.icon} aria-label={e.position} />
      <span className={e.leftOn ? styles.left : undefined}>{e.fio}</span>
      {e.newcomer && (
        <Badge appearance="tint" color="informative">
          новый
        </Badge>
      )}
    </span>
  );
}

/** The store's employees (spec section 2): a table, cards on phones; grouped and ordered by the server. */
export function EmployeeList(props: {
  employees: DkmoEmployeeView[];
  canSign: boolean;
  onSign: (e: DkmoEmployeeView) => void;
}) {
  const { employees, canSign, onSign } = props;
  const styles = useStyles();
  const phone = useMediaQuery(PHONE);
  if (employees.length === 0)
    return (
      <MessageBar intent="warning" data-testid="dkmo-no-employees">
        <MessageBarBody>{DKMO_MESSAGES.notFound}</MessageBarBody>
      </MessageBar>
    );
  const dates = (e: DkmoEmployeeView) =>
    [e.joinedOn && `с ${ruDate(e.joinedOn)}`, e.leftOn && `по ${ruDate(e.leftOn)}`].filter(Boolean).join(' ');
  if (phone)
    return (
      <div className={styles.cards} data-testid="dkmo-employees">
        {employees.map((e) => (
          <div key={e.id} className={styles.card} data-testid={`dkmo-row-${e.id}`}>
            <Who e={e} />
            <span className={styles.muted}>
              {e.position} {dates(e)}
            </span>
            <SignCell e={e} canSign={canSign} onSign={onSign} />
          </div>
        ))}
      </div>
    );
  return (
    <Table data-testid="dkmo-employees" aria-label="Сотрудники магазина">
      <TableHeader>
        <TableRow>
          <TableHeaderCell>ФИО</TableHeaderCell>
          <TableHeaderCell>Должность</TableHeaderCell>
          <TableHeaderCell>В коллективе</TableHeaderCell>
          <TableHeaderCell>Подпись</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {employees.map((e) => (
          <TableRow key={e.id} data-testid={`dkmo-row-${e.id}`}>
            <TableCell>
              <Who e={e} />
            </TableCell>
            <TableCell>{e.position}</TableCell>
            <TableCell>{dates(e)}</TableCell>
            <TableCell>
              <SignCell e={e} canSign={canSign} onSign={onSign} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
