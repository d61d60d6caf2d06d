import { useCallback, useEffect, useState } from 'react';
import {
  Button,
  Checkbox,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useAtomValue } from 'jotai';
import type { DocumentLinks } from '#events/documents/labels';
import { mayEmploy } from '#events/employment/access';
import type { QuestionnaireView } from '#events/questionnaire/view';
import type { SigningStatus } from '#events/signing/inputs';
import { formatMoscow } from '#events/core/moscow-time';
import { SignatureDialog, type DrawnSignature } from '#client/console/shell/SignatureDialog';
import { sessionAtom } from '#client/console/shell/state/session';
import { getDocumentLinks, getSigningStatus, sendSignatures } from '../api';
import { CongratulationDialog } from './CongratulationDialog';
import { DocumentList } from './DocumentList';
import { SignatureSlot } from './SignatureSlot';
import { useReadOnly } from '#client/console/shell/readOnly';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  signatures: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

type Signer = 'candidate' | 'director';
const SIGNER_TITLES: Record<Signer, string> = {
  candidate: 'Подпись кандидата',
  director: 'Подпись директора',
};

/**
 * The signing page's block (spec part 2, section 2): 'Заполнение документов' with the documents,
 * the candidate's and the director's signatures, 'подписано в присутствии директора' and 'Отправить
 * подписи'; in employed, 'Документы' with the signed copies and no signing controls.
 */
export function SigningBlock({ q, fullName }: { q: QuestionnaireView; fullName: string }) {
  const styles = useStyles();
  const scope = useAtomValue(sessionAtom)?.role.scope ?? '';
  const readOnly = useReadOnly();
  const [links, setLinks] = useState<DocumentLinks | null>(null);
  const [status, setStatus] = useState<SigningStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [signatures, setSignatures] = useState<Record<Signer, DrawnSignature | null>>({
    candidate: null,
    director: null,
  });
  const [drawing, setDrawing] = useState<Signer | null>(null);
  const [present, setPresent] = useState(false);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [congratulate, setCongratulate] = useState(false);

  const load = useCallback(() => {
    Promise.all([getDocumentLinks(q.id), getSigningStatus(q.id)])
      .then(([l, s]) => {
        setLoadError(null);
        setLinks(l);
        setStatus(s);
      })
      .catch((err: unknown) => setLoadError(err instanceof Error ? err.message : String(err)));
  }, [q.id]);
  // The questionnaire's state comes live: a signing on another console reloads the list.
  useEffect(() => load(), [load, q.state]);

  const waiting = q.state === 'waitingSigningDocuments';
  const mayEmployHere = mayEmploy(scope);
  const signing = waiting && mayEmployHere && !readOnly && !congratulate;

  const submit = async () => {
    setTried(true);
    const { candidate, director } = signatures;
    if (!candidate || !director) return;
    setBusy(true);
    setError(null);
    try {
      await sendSignatures(q.id, {
        candidateSign: candidate.pngDataUrl,
        directorSign: director.pngDataUrl,
        candidateStrokes: candidate.strokes,
        directorStrokes: director.strokes,
      });
      setCongratulate(true);
    } catch (err) {
      // The server's message stays on screen (spec part 2, section 8).
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.root} aria-label="Подписание документов" data-testid="signing-block">
      <Text weight="semibold" size={500} as="h2" data-testid="signing-title">
        {q.state === 'employed' ? 'Документы' : 'Заполнение документов'}
      </Text>
      {loadError && (
        <Text style={{ color: tokens.colorPaletteRedForeground1 }} data-testid="signing-load-error">
          {loadError}
        </Text>
      )}
      {!links && !loadError && q.state !== 'sendedTo1S' && (
        <Spinner size="small" label="Загрузка документов…" />
      )}
      {q.state === 'sendedTo1S' && <Text>Документы формируются в 1С</Text>}
      {links && <DocumentList documents={links.documents} status={status} />}
      {status?.signed && (
        <Text data-testid="signing-signed">
          Подписано {formatMoscow(status.signed.at)}: {status.signed.candidate}, {status.signed.director}
        </Text>
      )}
      {signing && (
        <>
          <div className={styles.signatures}>
            {(['candidate', 'director'] as const).map((signer) => (
              <SignatureSlot
                key={signer}
                label={SIGNER_TITLES[signer]}
                signature={signatures[signer]}
                required={tried && !signatures[signer]}
                disabled={busy}
                onSign={() => setDrawing(signer)}
                testId={`signing-${signer}`}
              />
            ))}
          </div>
          <div className={styles.actions}>
            <Checkbox
              checked={present}
              onChange={(_, data) => setPresent(data.checked === true)}
              label="подписано в присутствии директора"
              data-testid="signing-presence"
            />
            <Button
              appearance="primary"
              disabled={!present || busy}
              onClick={() => void submit()}
              icon={busy ? <Spinner size="tiny" /> : undefined}
              data-testid="signing-submit"
            >
              Отправить подписи
            </Button>
          </div>
          {error && (
            <MessageBar intent="error" data-testid="signing-error">
              <MessageBarBody>{error}</MessageBarBody>
            </MessageBar>
          )}
        </>
      )}
      {drawing && (
        <SignatureDialog
          title={SIGNER_TITLES[drawing]}
          width={300}
          height={110}
          onSave={(signature) => {
            setSignatures((current) => ({ ...current, [drawing]: signature }));
            setDrawing(null);
          }}
          onCancel={() => setDrawing(null)}
          testId={`signature-${drawing}`}
        />
      )}
      {congratulate && (
        <CongratulationDialog
          name={fullName}
          sex={q.info.sex}
          onClose={() => {
            setCongratulate(false);
            load();
          }}
        />
      )}
    </section>
  );
}
