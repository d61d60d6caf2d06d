import { Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import {
  STATE_TITLES,
  listTabText,
  statesOfListType,
  type ListType,
  type QuestionnaireState,
} from '#events/questionnaire/states';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
  states: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/**
 * What the employment tab holds and where the rest is (issue 24: 'Трудоустроенные' holds candidates
 * in work too), and a choice of one of its states, e.g. only «Трудоустроен».
 */
export function ListTabInfo(props: {
  type: ListType;
  state: QuestionnaireState | undefined;
  onState: (state: QuestionnaireState | undefined) => void;
}) {
  const styles = useStyles();
  const { type, state, onState } = props;
  const states = statesOfListType(type);
  return (
    <div className={styles.root} data-testid="qa-tab-info">
      <Text className={styles.muted} data-testid="qa-tab-text">
        {listTabText(type)}
      </Text>
      <div className={styles.states} role="group" aria-label="Статус анкеты">
        <ToggleButton
          size="small"
          shape="circular"
          checked={!state}
          appearance={!state ? 'primary' : 'secondary'}
          onClick={() => onState(undefined)}
          data-testid="qa-state-all"
        >
          Все статусы
        </ToggleButton>
        {states.map((s) => (
          <ToggleButton
            key={s}
            size="small"
            shape="circular"
            checked={state === s}
            appearance={state === s ? 'primary' : 'secondary'}
            onClick={() => onState(state === s ? undefined : s)}
            data-testid={`qa-state-${s}`}
          >
            {STATE_TITLES[s]}
          </ToggleButton>
        ))}
      </div>
    </div>
  );
}
