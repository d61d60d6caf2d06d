import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Option,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import { ALL_STORES } from '#events/core/store-directory';
import { DKMO_MESSAGES } from '#events/dkmo/events';
import type { DkmoDocumentVariant, DkmoEmployeeView, DkmoView } from '#events/dkmo/inputs';
import { useLiveRecord } from '../../live/useLiveRecord';
import { SignatureDialog, type DrawnSignature } from '../../shell/SignatureDialog';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../shell/http';
import { sessionAtom } from '../../shell/state/session';
import { concludeDkmo, DKMO, dkmoPdf, getDkmo, signDkmo } from './api';
import { EmployeeList } from './EmployeeList';
import { PdfDialog } from '../../shell/PdfDialog';
import { useReadOnly } from '../../shell/readOnly';
import { HistoryButton } from '../history';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

const ruDate = (day: string) => day.split('-').reverse().join('.');
const PDF_TITLES: Record<DkmoDocumentVariant, string> = {
  blank: 'Договор о полной коллективной (бригадной) материальной ответственности',
  print: 'Бланк ДКМО для печати',
  kmo: 'Приказ о коллективной материальной ответственности',
  kmoPrint: 'Бланк приказа о материальной ответственности',
  signed: 'Подписанный ДКМО',
};

type Modal =
  | { kind: 'pdf'; variant: DkmoDocumentVariant; signAfter: boolean }
  | { kind: 'sign'; employee: DkmoEmployeeView | null }
  | { kind: 'message'; title: string; text: string }
  | null;

/** The store's DKMO (spec part 2, section 2): kept live from the store's room. */
function StoreDkmo({ storeId }: { storeId: string }) {
  const styles = useStyles();
  const record = useLiveRecord<unknown, DkmoView>({
    collection: DKMO,
    id: storeId,
    rooms: [`store:${storeId}`],
    load: () => getDkmo(storeId),
  });
  const [modal, setModal] = useState<Modal>(null);
  const [busy, setBusy] = useState(false);
  const readOnly = useReadOnly();
  const [signError, setSignError] = useState<string | null>(null);
  const dkmo = record.data;
  if (record.error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{record.error.message}</MessageBarBody>
      </MessageBar>
    );
  if (!dkmo) return <Spinner label="Загрузка" />;

  const fail = (err: unknown) =>
    setModal({
      kind: 'message',
      title: 'Ошибка',
      text: err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE,
    });
  const conclude = async () => {
    setBusy(true);
    try {
      record.accept((await concludeDkmo(storeId)).dkmo);
      setModal({ kind: 'pdf', variant: 'blank', signAfter: true });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const save = async (signature: DrawnSignature) => {
    if (modal?.kind !== 'sign') return;
    const id = modal.employee?.id ?? dkmo.director?.id;
    if (!id) return fail(new ApiError(403, DKMO_MESSAGES.noDirector));
    setBusy(true);
    setSignError(null);
    try {
      const answer = await signDkmo(storeId, id, signature, dkmo.documentSha256);
      record.accept(answer.dkmo);
      setModal({ kind: 'message', title: 'Успешно', text: answer.message ?? DKMO_MESSAGES.signed });
    } catch (err) {
      setSignError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const concluded = dkmo.status !== 'notConcluded';
  const pdfButton = (variant: DkmoDocumentVariant, label: string, print = false) => (
    <Button
      icon={print ? <PrintRegular /> : <DocumentPdfRegular />}
      onClick={() => setModal({ kind: 'pdf', variant, signAfter: false })}
      data-testid={`dkmo-pdf-${variant}`}
    >
      {label}
    </Button>
  );

  return (
    <>
      {dkmo.renewal.length > 0 && (
        <MessageBar intent="warning" data-testid="dkmo-renewal">
          <MessageBarBody>
            <MessageBarTitle>ДКМО {DKMO_MESSAGES.renewal}</MessageBarTitle>
            {dkmo.renewal.join('; ')}
          </MessageBarBody>
        </MessageBar>
      )}
      {!concluded ? (
        <div className={styles.head} data-testid="dkmo-not-concluded">
          <Text>Договор о коллективной материальной ответственности не заключён</Text>
          {!readOnly && (
            <Button
              appearance="primary"
              disabled={busy}
              onClick={() => void conclude()}
              data-testid="dkmo-conclude"
            >
              Заключить
            </Button>
          )}
        </div>
      ) : (
        <>
          <div className={styles.head} data-testid="dkmo-concluded">
            <Text weight="semibold" data-testid="dkmo-number">
              ДКМО № {dkmo.numberDkmo} от {ruDate(dkmo.createdAt)}
            </Text>
            <Text data-testid="dkmo-status">
              {dkmo.status === 'signed' ? 'Подписан всеми сотрудниками' : 'Ожидает подписей сотрудников'}
            </Text>
          </div>
          <div className={styles.buttons}>
            {pdfButton('blank', 'Просмотреть договор')}
            {pdfButton('print', 'Печать бланка договора', true)}
            {pdfButton('kmo', 'Приказ о КМО')}
            {pdfButton('kmoPrint', 'Печать бланка приказа', true)}
            {dkmo.renewal.length > 0 && dkmo.director && !readOnly && (
              <Button
                appearance="primary"
                disabled={busy}
                onClick={() => void conclude()}
                data-testid="dkmo-conclude"
              >
                Заключить новый
              </Button>
            )}
          </div>
          <EmployeeList
            employees={dkmo.employees}
            canSign={!readOnly}
            onSign={(employee) => {
              setSignError(null);
              setModal({ kind: 'sign', employee });
            }}
          />
        </>
      )}
      {modal?.kind === 'pdf' && (
        <PdfDialog
          title={PDF_TITLES[modal.variant]}
          fileName={`dkmo-${dkmo.numberDkmo || storeId}-${modal.variant}.pdf`}
          load={() => dkmoPdf(storeId, modal.variant)}
          onClose={() => setModal(null)}
          actions={
            modal.signAfter && !concluded && !readOnly ? (
              <Button
                appearance="primary"
                onClick={() => setModal({ kind: 'sign', employee: null })}
                data-testid="dkmo-director-sign"
              >
                Подписать
              </Button>
            ) : undefined
          }
        />
      )}
      {modal?.kind === 'sign' && (
        <SignatureDialog
          title={modal.employee ? `Подпись: ${modal.employee.fio}` : 'Подпись директора'}
          wide={modal.employee !== null}
          busy={busy}
          error={signError}
          onSave={(s) => void save(s)}
          onCancel={() => setModal(null)}
          testId="dkmo-signature"
        />
      )}
      {modal?.kind === 'message' && (
        <Dialog open onOpenChange={(_, d) => !d.open && setModal(null)}>
          <DialogSurface data-testid="dkmo-message">
            <DialogBody>
              <DialogTitle>{modal.title}</DialogTitle>
              <DialogContent>{modal.text}</DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => setModal(null)}>
                  OK
                </Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}

/** /protected/dkmo: the store director's own store; others pick one (`?storeId=`). */
export function DkmoPage() {
  const styles = useStyles();
  const session = useAtomValue(sessionAtom);
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const own = session?.role.storeId ?? null;
  const storeId = search.get('storeId') ?? own ?? '';
  const store = ALL_STORES.find((s) => s.IStoreId === storeId);
  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <Text as="h1" size={600} weight="semibold">
          ДКМО
        </Text>
        {store && <HistoryButton kind="dkmo" id={store.IStoreId} />}
        {!own ? (
          <Dropdown
            placeholder="Выберите магазин"
            value={store ? (store.param.mall ? `ТЦ ${store.param.mall}, ${store.name}` : store.name) : ''}
            selectedOptions={storeId ? [storeId] : []}
            onOptionSelect={(_, d) => d.optionValue && navigate(`${location}?storeId=${d.optionValue}`)}
            data-testid="dkmo-store"
          >
            {ALL_STORES.map((s) => (
              <Option key={s.IStoreId} value={s.IStoreId}>
                {s.param.mall ? `ТЦ ${s.param.mall}, ${s.name}` : s.name}
              </Option>
            ))}
          </Dropdown>
        ) : (
          store && <Text>{store.param.mall ? `ТЦ ${store.param.mall}, ${store.name}` : store.name}</Text>
        )}
      </div>
      {storeId ? <StoreDkmo key={storeId} storeId={storeId} /> : <Text>Выберите магазин</Text>}
    </div>
  );
}
