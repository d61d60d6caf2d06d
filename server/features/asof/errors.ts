import { AS_OF_HEADER, AS_OF_RECORD_HEADER } from '#events/history/api';
import { AppError, NotFoundError, ValidationError } from '../../core/errors';

/** The Russian texts of time travel's refusals (issue 28, item 2). */
export const AS_OF_MESSAGES = {
  readOnly: 'Запись в прошлом состоянии изменить нельзя',
  position: `Заголовок «${AS_OF_HEADER}»: укажите номер события — целое число не меньше 0`,
  record: `Заголовок «${AS_OF_RECORD_HEADER}»: укажите запись как вид/идентификатор`,
  kind: `Заголовок «${AS_OF_RECORD_HEADER}»: у записи такого вида нет истории`,
  notInStory: 'В истории этой записи нет такого события',
} as const;

/** Anything but a read of a record in its past state. */
export class AsOfRefused extends AppError {
  constructor() {
    super(400, AS_OF_MESSAGES.readOnly);
  }
}

export const positionInvalid = () => new ValidationError(AS_OF_MESSAGES.position, AS_OF_HEADER);
export const recordInvalid = () => new ValidationError(AS_OF_MESSAGES.record, AS_OF_RECORD_HEADER);
export const kindInvalid = () => new ValidationError(AS_OF_MESSAGES.kind, AS_OF_RECORD_HEADER);
export const notInStory = () => new NotFoundError(AS_OF_MESSAGES.notInStory);
