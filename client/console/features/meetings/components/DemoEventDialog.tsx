import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { CardField } from '#client/console/shell/CardField';
import type { CalendarItem } from './items';
import { formatDay, formatTime, ZONE_LABEL } from './time';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  badge: { alignSelf: 'flex-start' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingVerticalM,
  },
});

/** A placeholder of the demo calendar: what it would show, said to be an example. */
export function DemoEventDialog({ item, onClose }: { item: CalendarItem; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="cal-demo-dialog">
        <DialogBody>
          <DialogTitle>{item.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <Badge appearance="tint" color="important" className={styles.badge}>
              Демо
            </Badge>
            <Text>Пример события демо-календаря: оно не связано с реальными данными.</Text>
            <div className={styles.grid}>
              <CardField label="Дата">{formatDay(item.start)}</CardField>
              <CardField label={`Время (${ZONE_LABEL})`}>
                {formatTime(item.start)}–{formatTime(item.end)}
              </CardField>
              <CardField label="Описание">{item.position}</CardField>
              <CardField label="Место">{item.store}</CardField>
            </div>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Закрыть
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
