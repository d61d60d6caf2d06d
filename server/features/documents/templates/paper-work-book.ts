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
 * The statement to keep the paper work book (Federal Law No. 439-FZ of 16.12.2019, article 2,
 * part 2): the employee who had a work book chooses to keep it; the employer goes on recording in it.
 */
function content(data: DocumentData, ctx: RenderContext): Node[] {
  const name = fullName(data.candidate);
  return [
    statementHeader(data, name, data.position.title),
    title('ЗАЯВЛЕНИЕ', 'о продолжении ведения трудовой книжки'),
    para(
      'В соответствии с частью 2 статьи 2 Федерального закона от 16.12.2019 № 439-ФЗ прошу продолжить ведение моей трудовой книжки в соответствии со статьёй 66 Трудового кодекса Российской Федерации.',
    ),
    para(
      'Трудовую книжку передаю работодателю при приёме на работу. Мне разъяснено, что сведения о трудовой деятельности одновременно формируются в электронном виде и передаются в Социальный фонд России.',
    ),
    statementFooter(ctx, issuedDay(data), name),
  ];
}

export const paperWorkBook: DocumentTemplate = { label: 'paperWorkBook', copies: 1, content };
