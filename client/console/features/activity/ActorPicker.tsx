import { useEffect, useState } from 'react';
import { Combobox, Option, makeStyles } from '@fluentui/react-components';
import type { ActivityActor } from '#events/activity/contract';
import { actorText } from '#events/core/roles';
import { useCappedListbox } from '../../shell/cappedListbox';
import { getActivityActors } from './api';

const useStyles = makeStyles({
  combobox: { minWidth: 0, width: '100%' },
  // The input's own width (its size) pushed the clear and open buttons out of a narrow column.
  input: { minWidth: 0, width: '100%' },
});

/** 'Кадрова Елена (HR-специалист)'; the system and the candidate by their name alone. */
const optionText = (a: ActivityActor) => actorText({ name: a.name, role: a.role, userId: a.userId });

/**
 * The log's 'who' filter (issue 28, item 3): a staff member, the system or the candidate, found by
 * typing part of the name. Picking one sets the `actor` filter (a user id); clearing removes it.
 * An actor from the address not in the list (an old id) shows as its id.
 */
export function ActorPicker({
  value,
  onChange,
}: {
  /** The `actor` filter: a user id, or undefined for everyone. */
  value: string | undefined;
  onChange: (actor: string | undefined) => void;
}) {
  const styles = useStyles();
  const list = useCappedListbox();
  const [actors, setActors] = useState<ActivityActor[]>([]);
  // What is typed while the list is open; null shows the chosen actor.
  const [query, setQuery] = useState<string | null>(null);
  useEffect(() => {
    getActivityActors()
      .then(setActors)
      .catch(() => setActors([]));
  }, []);
  const selected = value ? actors.find((a) => a.userId === value) : undefined;
  const selectedText = selected ? optionText(selected) : (value ?? '');
  const needle = query?.trim().toLowerCase() ?? '';
  const shown = needle ? actors.filter((a) => optionText(a).toLowerCase().includes(needle)) : actors;
  return (
    <Combobox
      className={styles.combobox}
      input={{ className: styles.input }}
      listbox={{ className: list.className }}
      positioning={list.positioning}
      clearable
      value={query ?? selectedText}
      selectedOptions={value ? [value] : []}
      placeholder="Все"
      onChange={(event) => {
        setQuery(event.target.value);
        // An emptied field shows everyone again; other text only narrows the list.
        if (event.target.value.trim() === '' && value) onChange(undefined);
      }}
      onOptionSelect={(_, data) => {
        setQuery(null);
        // The clear button selects nothing: the filter goes.
        if (data.optionValue !== value) onChange(data.optionValue || undefined);
      }}
      onOpenChange={(_, data) => {
        if (!data.open) setQuery(null);
      }}
      data-testid="activity-filter-actor"
    >
      {shown.map((a) => (
        <Option
          key={a.userId}
          value={a.userId}
          text={optionText(a)}
          data-testid="activity-filter-actor-option"
        >
          {optionText(a)}
        </Option>
      ))}
      {shown.length === 0 && (
        <Option key="__none" value="" text="" disabled>
          Никто не найден
        </Option>
      )}
    </Combobox>
  );
}
