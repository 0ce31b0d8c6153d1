import type { ServiceOffer } from '@ysy/contracts/service/schemas';
import type { Dispatch, SetStateAction } from 'react';
import { commonText, landingText, orderText } from '../../../shared/strings/service';
import { selectPlan, type OrderSelection } from '../model/order-total';
import { formatYuan } from '../model/price-label';
import styles from './order-panel.module.css';

export const money = (price: string) => `${commonText.yuan}${formatYuan(price)}`;

interface OptionsProps {
  offer: ServiceOffer;
  selection: OrderSelection;
  onSelect: Dispatch<SetStateAction<OrderSelection>>;
}

/** The plan, then its terms, then the extras the offer has. */
export function OrderOptions(props: OptionsProps) {
  const plan = props.offer.plans.find((p) => p.code === props.selection.planCode);
  return (
    <div>
      <PlanOptions {...props} />
      {plan && (
        <TermOptions
          prices={plan.prices}
          termMonths={props.selection.termMonths}
          onSelect={props.onSelect}
        />
      )}
      {props.offer.extras && props.offer.extras.length > 0 && <ExtraOptions {...props} />}
    </div>
  );
}

function PlanOptions({ offer, selection, onSelect }: OptionsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{orderText.planLegend}</legend>
      <div className={styles.planOptions}>
        {offer.plans.map((p) => (
          <label key={p.code} className={styles.option}>
            <input
              className={styles.radio}
              type="radio"
              name="plan"
              value={p.code}
              checked={p.code === selection.planCode}
              onChange={() => onSelect((s) => selectPlan(offer, s, p.code))}
            />
            <span className={styles.optionName}>
              {p.name}
              {p.recommended ? `（${landingText.recommended}）` : ''}
            </span>
            {p.desc && <span className={styles.optionDesc}>{p.desc}</span>}
            <ul className={styles.optionFeatures}>
              {p.features.map((f) => (
                <li key={f}>· {f}</li>
              ))}
            </ul>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TermOptions(props: {
  prices: ServiceOffer['plans'][number]['prices'];
  termMonths: number;
  onSelect: OptionsProps['onSelect'];
}) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{orderText.termLegend}</legend>
      <div className={styles.terms}>
        {props.prices.map((price) => (
          <label key={price.term_months} className={`${styles.option} ${styles.term}`}>
            <input
              className={styles.radio}
              type="radio"
              name="term"
              value={price.term_months}
              checked={price.term_months === props.termMonths}
              onChange={() => props.onSelect((s) => ({ ...s, termMonths: price.term_months }))}
            />
            <span className={styles.optionName}>
              {price.term_months > 0 ? orderText.months(price.term_months) : orderText.oneOff}
            </span>
            <span className={styles.termPrice}>{money(price.price)}</span>
            {price.list_price && (
              <span className={styles.optionDesc}>
                {landingText.listPrice(formatYuan(price.list_price))}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ExtraOptions({ offer, selection, onSelect }: OptionsProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{orderText.extrasLegend}</legend>
      <div className={styles.extras}>
        {(offer.extras ?? []).map((extra) => (
          <label key={extra.code} className={styles.extra}>
            <input
              type="checkbox"
              checked={selection.extras.includes(extra.code)}
              onChange={(e) =>
                onSelect((s) => ({
                  ...s,
                  extras: e.target.checked
                    ? [...s.extras, extra.code]
                    : s.extras.filter((c) => c !== extra.code),
                }))
              }
            />
            {extra.name}
            <span className={styles.extraPrice}>{money(extra.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
