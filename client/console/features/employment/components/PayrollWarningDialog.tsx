import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** The missing salary-transfer application warning (spec part 2, section 8). */
export const PAYROLL_WARNING = {
  title: 'Заявление на перечисление зарплаты не получено',
  text:
    'За отсутствие заявления работника на перечисление зарплаты организации грозит штраф ' +
    'от 30 000 до 100 000 рублей, а директору — дисквалификация на срок до 3 лет. ' +
    'Заявление должно поступить в отдел кадров не позднее следующего дня после даты трудоустройства.',
  confirm: 'Всё равно трудоустроить',
  cancel: 'Отмена',
} as const;

/** Opened by 'Трудоустроить' while the application is not ticked: employ anyway, or go back. */
export function PayrollWarningDialog({
  busy,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface data-testid="employ-payroll-warning">
        <DialogBody>
          <DialogTitle>{PAYROLL_WARNING.title}</DialogTitle>
          <DialogContent>{PAYROLL_WARNING.text}</DialogContent>
          <DialogActions>
            <Button
              appearance="primary"
              disabled={busy}
              onClick={onConfirm}
              data-testid="employ-payroll-confirm"
            >
              {PAYROLL_WARNING.confirm}
            </Button>
            <Button onClick={onCancel} data-testid="employ-payroll-cancel">
              {PAYROLL_WARNING.cancel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
