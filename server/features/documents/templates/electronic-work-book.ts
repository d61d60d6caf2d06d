import type { DocumentData } from '../data';
import { fullName, issuedDay } from '../format';
import {
  para,
  statementFooter,
  statementHeader,
  title,
  type DocumentTemplate,
  type RenderContext,
} from '../layout';
import type { Node } from '../pdf';

/**
 * The statement on keeping the records of work in electronic form (Labour Code art. 66.1, Federal
 * Law No. 439-FZ): the employee chooses the electronic record; the paper book, if any, is handed back.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  const first = data.candidate.employmentHistory === 'None';
  return [
    statementHeader(data, name, data.position.title),
    title('ЗАЯВЛЕНИЕ', 'о предоставлении сведений о трудовой деятельности'),
    para(
      'В соответствии со статьёй 66.1 Трудового кодекса Российской Федерации прошу формировать сведения о моей трудовой деятельности в электронном виде и предоставлять их мне в соответствии с частью 4 статьи 66.1 Трудового кодекса Российской Федерации.',
    ),
    para(
      first
        ? 'Сообщаю, что ранее трудовую деятельность не осуществлял(а); трудовая книжка на моё имя не оформлялась.'
        : 'Мне разъяснено, что при выборе электронной формы трудовая книжка выдаётся мне на руки и дальнейшие записи в неё не вносятся.',
    ),
    para(
      'Сведения прошу предоставлять: на бумажном носителе, заверенные надлежащим образом / в форме электронного документа (нужное подчеркнуть).',
    ),
    statementFooter(ctx, issuedDay(data), name),
  ];
}

export const electronicWorkBook: DocumentTemplate = { label: 'electronicWorkBook', copies: 1, content };
