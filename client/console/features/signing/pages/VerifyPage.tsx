import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Link as RouterLink, useSearch } from 'wouter';
import { formatMoscow } from '#events/core/moscow-time';
import type { VerifyAnswer } from '#events/signing/inputs';
import { verifyHash, verifyPdf } from '../api';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '820px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  hash: { flexGrow: 1, minWidth: '240px' },
  mono: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    gap: tokens.spacingVerticalXS,
  },
});

const SHA = /^[0-9a-f]{64}$/i;
const MAX_BYTES = 20 * 1024 * 1024;

/**
 * /protected/verify (issue 27, item 4): a PDF uploaded, or a SHA-256 pasted (the QR code of a signed
 * copy opens it with ?sha=…), and what the product knows of it: which questionnaire and document,
 * whether it is the signed copy or the blank that was signed, by whom and when — or nothing.
 */
export function VerifyPage() {
  const styles = useStyles();
  const search = new URLSearchParams(useSearch());
  const [sha, setSha] = useState(search.get('sha') ?? '');
  const [answer, setAnswer] = useState<VerifyAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (job: () => Promise<VerifyAnswer>) => {
    setBusy(true);
    setError(null);
    setAnswer(null);
    try {
      setAnswer(await job());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  const byHash = () => {
    const text = sha.trim();
    if (!SHA.test(text)) return setError('SHA-256: 64 шестнадцатеричных символа');
    void run(() => verifyHash(text));
  };
  const byFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return setError('Файл: не более 20 МБ');
    void run(() => verifyPdf(file, () => undefined));
  };
  // Opened from a QR code: the hash is checked at once.
  const fromQr = search.get('sha')?.trim() ?? '';
  useEffect(() => {
    if (!SHA.test(fromQr)) return;
    verifyHash(fromQr).then(setAnswer, (err: unknown) =>
      setError(err instanceof Error ? err.message : String(err)),
    );
  }, [fromQr]);

  const match = answer?.match;
  return (
    <section className={styles.root} data-testid="verify-page">
      <Title2 as="h1">Проверка документа</Title2>
      <Text>
        Загрузите PDF или вставьте его SHA-256: страница скажет, к какой анкете и какому документу он
        относится, подписан ли он, кем и когда.
      </Text>
      <div className={styles.row}>
        <Field label="PDF-файл (не более 20 МБ)">
          <input
            type="file"
            accept="application/pdf,.pdf"
            disabled={busy}
            onChange={(e) => byFile(e.target.files?.[0])}
            data-testid="verify-file"
          />
        </Field>
      </div>
      <div className={styles.row}>
        <Field label="SHA-256" className={styles.hash}>
          <Input value={sha} onChange={(_, d) => setSha(d.value)} data-testid="verify-sha" />
        </Field>
        <Button appearance="primary" disabled={busy} onClick={byHash} data-testid="verify-submit">
          Проверить
        </Button>
      </div>
      {busy && <Spinner size="small" label="Проверка…" />}
      {error && (
        <MessageBar intent="error" data-testid="verify-error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {answer && (
        <Card data-testid="verify-answer" data-found={answer.found ? 'yes' : 'no'}>
          <MessageBar intent={!answer.found ? 'warning' : match?.candidate === null ? 'info' : 'success'}>
            <MessageBarBody data-testid="verify-message">{answer.message}</MessageBarBody>
          </MessageBar>
          <div className={styles.facts}>
            <Text>SHA-256</Text>
            <Text className={styles.mono}>{answer.sha256}</Text>
            {match && (
              <>
                <Text>Документ</Text>
                <Text data-testid="verify-title">{match.title}</Text>
                {match.candidate !== null && (
                  <>
                    <Text>Кандидат</Text>
                    <RouterLink href={`/protected/feedback/subscribe/${match.questionnaireId}`}>
                      <Text data-testid="verify-candidate">
                        {match.candidate}, анкета № {match.questionnaireId}
                      </Text>
                    </RouterLink>
                  </>
                )}
                <Text>Магазин</Text>
                <Text>{match.storeName}</Text>
                <Text>Подписан</Text>
                <Text data-testid="verify-signed">
                  {formatMoscow(match.signedAt)}, {match.director}
                  {match.candidate ? ` и ${match.candidate}` : ''}
                </Text>
                <Text>Событие</Text>
                <Text className={styles.mono}>{match.eventId}</Text>
                <Text>SHA-256 бланка</Text>
                <Text className={styles.mono}>{match.blankSha256}</Text>
                <Text>SHA-256 подписанного</Text>
                <Text className={styles.mono}>{match.signedSha256}</Text>
              </>
            )}
          </div>
        </Card>
      )}
    </section>
  );
}
