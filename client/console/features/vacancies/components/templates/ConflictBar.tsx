import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { roleTitle } from '#events/core/roles';
import type { TemplateActor } from '#events/vacancies/templates';
import { formatDateTime } from '#client/console/shell/state/format';

export interface ConflictInfo {
  /** 'saved': our save was refused (409); 'live': someone changed it while we were editing. */
  kind: 'saved' | 'live';
  changedBy: TemplateActor | null;
  changedAt: string | null;
  /** What the template says now, e.g. 'от 45 000 до 55 000 ₽'. */
  currentText: string;
}

function whoText(by: TemplateActor | null): string {
  if (!by) return 'другой пользователь';
  const name = by.name?.trim();
  return name ? `${name} (${roleTitle(by.role)})` : roleTitle(by.role);
}

/** Who changed the template before us, when, and the values it has now (the form shows them). */
export function ConflictBar({ conflict }: { conflict: ConflictInfo }) {
  const when = formatDateTime(conflict.changedAt);
  const who = whoText(conflict.changedBy);
  return (
    <MessageBar intent="warning" data-testid="conflict-bar" data-kind={conflict.kind}>
      <MessageBarBody>
        <MessageBarTitle>
          {conflict.kind === 'saved' ? 'Изменения не сохранены' : 'Шаблон изменён другим пользователем'}
        </MessageBarTitle>
        Шаблон изменил(а) {who}
        {when ? ` ${when}` : ''}. Текущие значения: {conflict.currentText}.
        {conflict.kind === 'saved'
          ? ' Форма обновлена до них — проверьте и сохраните ещё раз.'
          : ' Сохранение ваших правок будет отклонено: обновите форму.'}
      </MessageBarBody>
    </MessageBar>
  );
}
