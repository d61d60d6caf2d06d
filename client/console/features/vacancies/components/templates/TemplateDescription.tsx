import { Body1Strong, makeStyles, Tag, TagGroup, Text, tokens } from '@fluentui/react-components';
import type { BaseTemplateView, ProfessionalRoleCategoryView } from '../../api-templates';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  html: { '& p': { margin: 0 }, '& ul': { margin: 0, paddingLeft: '20px' } },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
});

export interface TemplateDescriptionProps {
  base: BaseTemplateView;
  categories: ProfessionalRoleCategoryView[];
}

/**
 * The base template's sections, read-only. The texts were sanitised by the server when saved and
 * again when read (only basic formatting and safe links remain), so they are shown as HTML.
 */
export function TemplateDescription({ base, categories }: TemplateDescriptionProps) {
  const styles = useStyles();
  const names = new Map(categories.flatMap((c) => c.roles.map((r) => [r.id, r.name] as const)));
  const html = (label: string, value: string, testId: string) => (
    <div className={styles.section}>
      <Body1Strong>{label}</Body1Strong>
      <div className={styles.html} data-testid={testId} dangerouslySetInnerHTML={{ __html: value }} />
    </div>
  );
  return (
    <div className={styles.root} data-testid="tpl-description">
      {!base.isSelfEmployed && (
        <div className={styles.facts}>
          <Text>
            <Body1Strong>Опыт работы:</Body1Strong> {base.experience ?? '—'}
          </Text>
          <Text>
            <Body1Strong>График:</Body1Strong> {base.schedule ?? '—'}
          </Text>
          <Text>
            <Body1Strong>Занятость:</Body1Strong> {base.occupation ?? '—'}
          </Text>
        </div>
      )}
      {html('Обязанности', base.responsibility, 'tpl-responsibility')}
      {html('Требования', base.standards, 'tpl-standards')}
      {html('Условия', base.conditions, 'tpl-conditions')}
      <div className={styles.section}>
        <Body1Strong>Профессиональные роли</Body1Strong>
        {base.hhProfessionalRoles.length === 0 ? (
          <Text>не указаны</Text>
        ) : (
          <TagGroup aria-label="Профессиональные роли">
            {base.hhProfessionalRoles.map((id) => (
              <Tag key={id} size="small" appearance="outline">
                {names.get(id) ?? id}
              </Tag>
            ))}
          </TagGroup>
        )}
      </div>
    </div>
  );
}
