import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { QuestionnaireLightEntity, QuestionnaireLightStatus } from '../api';
import { statusLine, STATUS_TITLES } from './format';

const COLORS: Record<QuestionnaireLightStatus, BadgeProps['color']> = {
  new: 'brand',
  accepted: 'success',
  rejected: 'danger',
};

export interface StatusBadgeProps {
  entity: QuestionnaireLightEntity;
  testId?: string;
}

/** 'Новая', 'Анкета передана в магазин {date}' or 'Отказано {date}'. */
export function StatusBadge({ entity, testId }: StatusBadgeProps) {
  const text = statusLine(entity) || STATUS_TITLES[entity.type];
  return (
    <Badge
      appearance="tint"
      shape="rounded"
      size="large"
      color={COLORS[entity.type]}
      data-testid={testId}
      data-status={entity.type}
    >
      {text}
    </Badge>
  );
}
