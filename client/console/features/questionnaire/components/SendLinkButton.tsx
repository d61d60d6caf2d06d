import { Button, Spinner, Toaster, useId } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useSendLink } from './useSendLink';

/** The card's 'Отправить ссылку кандидату' (beside 'Редактировать анкету'), with its own toasts. */
export function SendLinkButton({ id }: { id: string }) {
  const toaster = useId('send-link-toaster');
  const { send, isSending } = useSendLink(toaster);
  const sending = isSending(id);
  return (
    <>
      <Toaster toasterId={toaster} />
      <Button
        icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
        disabled={sending}
        onClick={() => void send(id)}
        data-testid="qa-send-link"
      >
        Отправить ссылку кандидату
      </Button>
    </>
  );
}
