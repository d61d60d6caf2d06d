import { useState } from 'react';
import {
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  TagPickerOptionGroup,
} from '@fluentui/react-components';
import { TEMPLATE_TEXTS, type ProfessionalRoleCategoryView } from '#events/vacancies/templates';
import { useCappedListbox } from '#client/console/shell/cappedListbox';

const NO_MATCHES = '__no-matches';

export interface ProfessionalRolesPickerProps {
  categories: ProfessionalRoleCategoryView[];
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** Job-board professional roles grouped by category; picked ones are tags, typing filters the rest. */
export function ProfessionalRolesPicker({
  categories,
  value,
  onChange,
  disabled,
}: ProfessionalRolesPickerProps) {
  const list = useCappedListbox();
  const [query, setQuery] = useState('');
  const names = new Map(categories.flatMap((c) => c.roles.map((r) => [r.id, r.name] as const)));
  const needle = query.trim().toLowerCase();
  const groups = categories
    .map((c) => ({
      ...c,
      roles: c.roles.filter(
        (r) => !value.includes(r.id) && (!needle || `${r.name} ${c.name}`.toLowerCase().includes(needle)),
      ),
    }))
    .filter((c) => c.roles.length > 0);
  return (
    <TagPicker
      selectedOptions={value}
      positioning={list.positioning}
      disabled={disabled}
      onOptionSelect={(_, data) => {
        if (data.value === NO_MATCHES) return;
        onChange(data.selectedOptions);
        setQuery('');
      }}
    >
      <TagPickerControl data-testid="bt-roles">
        <TagPickerGroup aria-label="Выбранные профессиональные роли">
          {value.map((id) => (
            <Tag key={id} value={id} shape="rounded" data-testid="bt-role-tag">
              {names.get(id) ?? id}
            </Tag>
          ))}
        </TagPickerGroup>
        <TagPickerInput
          aria-label="Профессиональные роли"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="bt-roles-input"
        />
      </TagPickerControl>
      <TagPickerList className={list.className}>
        {groups.length === 0 ? (
          <TagPickerOption value={NO_MATCHES}>{TEMPLATE_TEXTS.comboboxEmpty}</TagPickerOption>
        ) : (
          groups.map((c) => (
            <TagPickerOptionGroup key={c.id} label={c.name}>
              {c.roles.map((r) => (
                <TagPickerOption key={r.id} value={r.id} text={r.name} data-testid="bt-role-option">
                  {r.name}
                </TagPickerOption>
              ))}
            </TagPickerOptionGroup>
          ))
        )}
      </TagPickerList>
    </TagPicker>
  );
}
