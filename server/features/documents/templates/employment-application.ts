import { PARTTIME_TITLES } from '#events/employment/form';
import type { DocumentData } from '../data';
import { BLANK, fullName, issuedDay } from '../format';
import {
  para,
  statementFooter,
  statementHeader,
  title,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/** The candidate's application for employment: position, store, start, the contract's terms. */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  const e = data.employment;
  const terms = !e.fromHire
    ? [
        'по трудовому договору (срочному / бессрочному — нужное подчеркнуть)',
        'на условиях полного / неполного рабочего времени',
      ]
    : [
        e.termContract
          ? `по срочному трудовому договору до ${e.endDate || BLANK}`
          : 'по бессрочному трудовому договору',
        e.parttimeHours
          ? `на условиях неполного рабочего времени (${PARTTIME_TITLES[e.parttimeHours]} в месяц)`
          : 'на условиях полного рабочего времени',
      ];
  return [
    statementHeader(data, name, ''),
    title('ЗАЯВЛЕНИЕ', 'о приёме на работу'),
    para(
      `Прошу принять меня на работу в ${data.company.name} на должность «${data.position.title}» в магазин «${data.store.name}» (${data.store.address || data.store.city}) с ${e.startDate || BLANK} ${terms.join(', ')}.`,
    ),
    para(
      'С правилами внутреннего трудового распорядка, положением об оплате труда, положением о персональных данных и должностной инструкцией ознакомлен(а) до подписания трудового договора.',
    ),
    para(
      `Контактный телефон: +${data.candidate.phone}, электронная почта: ${data.candidate.email || BLANK}.`,
    ),
    statementFooter(ctx, issuedDay(data), name),
  ];
}

export const employmentApplication: DocumentTemplate = { label: 'employmentApplication', copies: 1, content };
