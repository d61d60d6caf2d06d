import { useEffect, useState } from 'react';
import {
  Badge,
  Card,
  Field,
  Link,
  SearchBox,
  Spinner,
  Text,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useLocation, useSearch } from 'wouter';
import { FIND_MIN_LENGTH, type FoundCandidate } from '#events/questionnaire/find';
import { STATE_TITLES } from '#events/questionnaire/states';
import { ApiError, apiCall, UNKNOWN_ERROR_MESSAGE } from '#client/console/shell/http';
import { EmptyResult } from '../../questionnaire-light';
import { CANDIDATE_SEARCH_PATH } from '../components/CardBackLink';
import { cardPath, dateTime } from '../format';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '760px' },
  muted: { color: tokens.colorNeutralForeground3 },
  box: { width: '100%', maxWidth: '480px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

const findCandidates = (search: string) =>
  apiCall<{ list: FoundCandidate[]; total: number }>('/questionnaire/find', { search });

/**
 * 'Поиск кандидата' (issue 24): a name or phone opens the card. HR, for whom the spec hides the
 * lists, reaches candidates here; it shows the few that match, never a list to browse. The search
 * is kept in the address, so Back from a card returns to the same results.
 */
export function CandidateSearchPage() {
  const styles = useStyles();
  const [, navigate] = useLocation();
  const initial = new URLSearchParams(useSearch()).get('search') ?? '';
  const [text, setText] = useState(initial);
  const [answer, setAnswer] = useState<{ query: string; list: FoundCandidate[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const query = text.trim();
  const tooShort = query.length > 0 && query.length < FIND_MIN_LENGTH;
  // The answer of the search on screen only (an older one's answer is not shown for a newer text).
  const result = answer?.query === query ? answer : null;

  useEffect(() => {
    if (query.length < FIND_MIN_LENGTH) return;
    let live = true;
    const timer = setTimeout(() => {
      navigate(`${CANDIDATE_SEARCH_PATH}?${new URLSearchParams({ search: query }).toString()}`, {
        replace: true,
      });
      setLoading(true);
      setError(null);
      findCandidates(query)
        .then((found) => live && setAnswer({ query, ...found }))
        .catch(
          (err: unknown) => live && setError(err instanceof ApiError ? err.message : UNKNOWN_ERROR_MESSAGE),
        )
        .finally(() => live && setLoading(false));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, navigate]);

  return (
    <section className={styles.root} data-testid="candidate-search">
      <Title2 as="h1">Поиск кандидата</Title2>
      <Field
        label="Фамилия, имя или телефон"
        className={styles.box}
        validationState={error || tooShort ? 'error' : 'none'}
        validationMessage={error ?? (tooShort ? `Введите не меньше ${FIND_MIN_LENGTH} символов` : undefined)}
      >
        <SearchBox
          value={text}
          autoFocus
          placeholder="Например, Иванова или 4567"
          onChange={(_, data) => setText(data.value)}
          data-testid="candidate-search-input"
        />
      </Field>
      {loading && <Spinner size="small" label="Ищем…" />}
      {!loading && result && result.list.length === 0 && <EmptyResult />}
      {!loading && result && result.list.length > 0 && (
        <div className={styles.list} data-testid="candidate-search-results">
          {result.total > result.list.length && (
            <Text className={styles.muted} data-testid="candidate-search-more">
              Показаны {result.list.length} из {result.total}: уточните запрос
            </Text>
          )}
          {result.list.map((c) => (
            <Card key={c.id} data-testid="candidate-search-row" data-id={c.id}>
              <div className={styles.row}>
                <Link
                  href={cardPath(c)}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(cardPath(c));
                  }}
                  data-testid="candidate-search-name"
                >
                  {c.name}
                </Link>
                <Badge appearance="tint">{STATE_TITLES[c.state]}</Badge>
              </div>
              <Text className={styles.muted} size={200}>
                {c.positionTitle}, {c.storeName} · телефон …{c.phoneTail} · анкета от {dateTime(c.createdAt)}
              </Text>
            </Card>
          ))}
        </div>
      )}
    </section>
  );
}
