/**
 * The employer's requisites printed on every document. The demo company is named after the product
 * (PRODUCT_NAME); the numbers are demo values of the right shape. A production deployment takes them
 * from the company's 1C base with the same fields.
 */
export interface CompanyRequisites {
  name: string;
  fullName: string;
  inn: string;
  kpp: string;
  ogrn: string;
  okpo: string;
  address: string;
  /** Who signs for the employer on the agreements concluded for the whole company. */
  ceo: string;
}

export function demoCompany(productName: string): CompanyRequisites {
  return {
    name: `ООО «${productName}»`,
    fullName: `Общество с ограниченной ответственностью «${productName}»`,
    inn: '7701000001',
    kpp: '770101001',
    ogrn: '1027700000001',
    okpo: '00000001',
    address: '125167, г. Москва, Ленинградский пр-т, д. 39, стр. 80',
    ceo: 'Генеральный директор Смирнов А. В.',
  };
}
