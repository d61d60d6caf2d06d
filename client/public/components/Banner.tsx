import { BRAND_NAME } from '../../shared/brand';

/** The landing banner of the feed: desktop only (on mobile the header's logo stands alone). */
export function Banner() {
  return (
    <section className="pv-banner" aria-label={BRAND_NAME}>
      <div className="pv-banner-inner">
        <h1 className="pv-banner-title">Работа в магазинах нашей сети</h1>
        <p className="pv-banner-text">
          Продавцы, кассиры, директора магазинов и другие вакансии в Москве, Санкт-Петербурге и других
          городах. Выберите вакансию и заполните короткую анкету — мы перезвоним.
        </p>
      </div>
    </section>
  );
}
