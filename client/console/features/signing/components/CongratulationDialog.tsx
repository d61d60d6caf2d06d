import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';

/** 'Уважаемый' or 'Уважаемая' by the candidate's sex (spec part 2, section 2: a gendered greeting). */
export const greetingOf = (sex: string | undefined): string =>
  sex === 'female' ? 'Уважаемая' : sex === 'male' ? 'Уважаемый' : 'Уважаемый(ая)';

/** After the signatures: the candidate greeted by full name and by sex; closing reloads the card. */
export function CongratulationDialog(props: { name: string; sex?: string; onClose: () => void }) {
  const { name, sex, onClose } = props;
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface data-testid="signing-congratulation">
        <DialogBody>
          <DialogTitle>Поздравляем, {name}! Вы приняты на работу</DialogTitle>
          <DialogContent>
            {greetingOf(sex)} {name}! Документы подписаны, добро пожаловать в команду.
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="signing-congratulation-close">
              Спасибо
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
