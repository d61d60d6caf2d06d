import { LIGHT_MESSAGES } from '#events/questionnaire-light/events';

/** Texts of the candidate's modals and notices (spec part 1, section 8). */
export const THANKS_TEXT = 'Спасибо за заявку. Она будет обработана в ближайшее время.';
export const DUPLICATE_TEXT =
  'Анкета на эту должность с этим номером телефона уже существует и находится в обработке. Мы свяжемся с вами в ближайшее время.';
export const APOLOGY_TEXT =
  'Приносим извинения: при отправке анкеты произошла ошибка. Информация о ней уже передана в техническую поддержку. Пожалуйста, попробуйте отправить анкету позже.';
export const THANKS_CLOSE_MS = 3000;
export const EDIT_SAVED_CLOSE_MS = 1000;

/** 'Поле «e-mail (info.email)»: текст' -> 'текст': the form shows the rule's own words under the field. */
export const fieldMessage = (message: string) => message.replace(/^Поле «[^»]*»: /, '');

export function PhoneNotice() {
  return (
    <div className="qf-notice" role="alert" data-testid="phone-notice">
      <strong>{LIGHT_MESSAGES.phoneNotConfirmed}</strong>
      {LIGHT_MESSAGES.phoneNotConfirmedHint}
    </div>
  );
}
