import type { QuestionnaireDoc } from '../events';
import { toProfileDay } from './dates';
import type { Address, Profile } from './types';

const emptyAddress = (): Address => ({
  postCode: '',
  country: '',
  region: '',
  idByRegion: '',
  city: '',
  street: '',
  house: '',
  corps: '',
  apartment: '',
  streetCod: '',
  regionCod: '',
});

/** A profile nobody has filled yet, starting from what the questionnaire already knows (its info). */
export function emptyProfile(doc: Pick<QuestionnaireDoc, 'info'>): Profile {
  const { info } = doc;
  return {
    personal: {
      lastname: info.lastname,
      firstname: info.firstname,
      secondname: info.secondname,
      woPatronymic: info.woPatronymic,
      sex: info.sex ?? '',
      citizenship: 'Russia',
      email: info.email,
      // Staff-created and light questionnaires keep it in other forms: the profile's is 'ДД.ММ.ГГГГ'.
      dateBirth: toProfileDay(info.dateBirth),
      phone: info.phone,
      aboutYourself: '',
      hasEmploymentHistory: '',
      inn: '',
      snils: '',
    },
    passport: {
      placeBirth: '',
      series: '',
      number: '',
      dateExtradition: '',
      placeExtradition: '',
      departmentNumber: '',
    },
    addresses: {
      registration: { ...emptyAddress(), dateRegistration: '' },
      residential: emptyAddress(),
      notsend: true,
    },
    military: {
      status: '',
      documentType: '',
      documentSeria: '',
      documentNumber: '',
      rank: '',
      stockCategory: '',
      profile: '',
      profileCode: '',
      medicineApprove: '',
      liable: '',
      office: '',
      mobilizationDocumentExist: false,
      militaryAccountingDateOut: '',
      militaryCommandPartyNumber: '',
    },
    martial: { martialStatus: '', martialStatusApprovedAt: '', relatives: [] },
    education: [],
  };
}
