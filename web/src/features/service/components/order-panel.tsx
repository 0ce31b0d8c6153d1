import { useMutation } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { ServiceOffer } from '@ysy/contracts/service/schemas';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { Icon } from '../../../shared/ui/icons/icon';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { PhoneInput } from '../../../shared/ui/phone-input/phone-input';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { commonText, landingText, orderText } from '../../../shared/strings/service';
import { submitServiceOrder } from '../api/service-order';
import { defaultSelection, orderTotal, selectPlan } from '../model/order-total';
import { formatYuan } from '../model/price-label';
import { validateOrderContact } from '../model/validate-order';
import styles from './order-panel.module.css';

const money = (price: string) => `${commonText.yuan}${formatYuan(price)}`;

/**
 * /buyfinance's order: plan, term and extras with the total, the contact fields, and an order
 * request stored by the upstream (which prices it from its own table). No payment is taken here,
 * and the panel says so.
 */
export function OrderPanel({ offer }: { offer: ServiceOffer }) {
  const headingId = useId();
  const [selection, setSelection] = useState(() => defaultSelection(offer));
  const [contact, setContact] = useState({ contactName: '', phone: '', companyName: '', note: '' });
  const [error, setError] = useState('');
  const errorId = useId();
  const order = useMutation({ mutationFn: submitServiceOrder });

  const plan = offer.plans.find((p) => p.code === selection.planCode);
  const total = orderTotal(offer, selection);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (order.isPending) return;
    const problem = validateOrderContact(contact);
    setError(problem ?? '');
    if (problem) return;
    order.mutate(
      {
        slug: offer.slug,
        plan_code: selection.planCode,
        term_months: selection.termMonths,
        extras: [...selection.extras],
        contact_name: contact.contactName.trim(),
        phone: contact.phone.trim(),
        ...(contact.companyName.trim() ? { company_name: contact.companyName.trim() } : {}),
        ...(contact.note.trim() ? { note: contact.note.trim() } : {}),
      },
      {
        onSuccess: (reply) => {
          if (!isSuccess(reply, 0)) setError(`* ${reply.msg}`);
        },
        onError: (failure) =>
          setError(`* ${failure instanceof ApiError ? failure.msg : commonText.loadFailed}`),
      },
    );
  };

  const confirmed = order.data && isSuccess(order.data, 0) ? order.data : undefined;

  return (
    <PageSection labelledBy={headingId}>
      <SectionHeader id={headingId} title={orderText.title} subtitle={landingText.plansSubtitle} />
      {confirmed ? (
        <Card className={styles.confirmation} role="status" aria-live="polite">
          <Icon name="check" size={48} className={styles.confirmIcon} />
          <h3 className={styles.confirmTitle}>{orderText.confirmedTitle}</h3>
          <p>{confirmed.msg}</p>
          <dl className={styles.facts}>
            <dt>{orderText.orderNo}</dt>
            <dd>{confirmed.data.order_no}</dd>
            <dt>{orderText.confirmedPlan}</dt>
            <dd>
              {plan?.name} · {orderText.months(selection.termMonths)}
            </dd>
            <dt>{orderText.confirmedTotal}</dt>
            <dd>{money(confirmed.data.total)}</dd>
          </dl>
          <p className={styles.noPayment}>{orderText.noPayment}</p>
          <Button variant="ghost" onClick={() => order.reset()}>
            {orderText.another}
          </Button>
        </Card>
      ) : (
        <form className={styles.layout} noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          <div>
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
                      onChange={() => setSelection((s) => selectPlan(offer, s, p.code))}
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
            {plan && (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{orderText.termLegend}</legend>
                <div className={styles.terms}>
                  {plan.prices.map((price) => (
                    <label key={price.term_months} className={`${styles.option} ${styles.term}`}>
                      <input
                        className={styles.radio}
                        type="radio"
                        name="term"
                        value={price.term_months}
                        checked={price.term_months === selection.termMonths}
                        onChange={() =>
                          setSelection((s) => ({ ...s, termMonths: price.term_months }))
                        }
                      />
                      <span className={styles.optionName}>
                        {price.term_months > 0
                          ? orderText.months(price.term_months)
                          : orderText.oneOff}
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
            )}
            {offer.extras && offer.extras.length > 0 && (
              <fieldset className={styles.fieldset}>
                <legend className={styles.legend}>{orderText.extrasLegend}</legend>
                <div className={styles.extras}>
                  {offer.extras.map((extra) => (
                    <label key={extra.code} className={styles.extra}>
                      <input
                        type="checkbox"
                        checked={selection.extras.includes(extra.code)}
                        onChange={(e) =>
                          setSelection((s) => ({
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
            )}
          </div>
          <Card className={styles.summary}>
            <div className={styles.totalLine}>
              <span className={styles.totalLabel}>{orderText.totalLabel}</span>
              <output className={styles.total} aria-live="polite" data-testid="order-total">
                {total === undefined ? '—' : money(total)}
              </output>
            </div>
            <p className={styles.totalNote}>
              {plan?.name} · {orderText.months(selection.termMonths)}
            </p>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>{orderText.contactLegend}</legend>
              <label className={styles.field}>
                {orderText.contactName}
                <input
                  className={styles.input}
                  value={contact.contactName}
                  maxLength={20}
                  autoComplete="name"
                  placeholder={orderText.contactNamePlaceholder}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(e) => setContact((c) => ({ ...c, contactName: e.target.value }))}
                />
              </label>
              <label className={styles.field}>
                {orderText.phone}
                <PhoneInput
                  className={styles.input}
                  value={contact.phone}
                  placeholder={orderText.phonePlaceholder}
                  aria-describedby={error ? errorId : undefined}
                  onValueChange={(phone) => setContact((c) => ({ ...c, phone }))}
                />
              </label>
              <label className={styles.field}>
                {orderText.companyName}
                <input
                  className={styles.input}
                  value={contact.companyName}
                  maxLength={50}
                  autoComplete="organization"
                  placeholder={orderText.companyNamePlaceholder}
                  onChange={(e) => setContact((c) => ({ ...c, companyName: e.target.value }))}
                />
              </label>
              <label className={styles.field}>
                {orderText.note}
                <textarea
                  className={styles.textarea}
                  value={contact.note}
                  maxLength={200}
                  placeholder={orderText.notePlaceholder}
                  onChange={(e) => setContact((c) => ({ ...c, note: e.target.value }))}
                />
              </label>
            </fieldset>
            <p id={errorId} className={styles.error} role="alert">
              {error}
            </p>
            <Button type="submit" block size="lg" disabled={order.isPending || total === undefined}>
              {order.isPending ? orderText.submitting : orderText.submit}
            </Button>
            <p className={styles.noPayment}>{orderText.noPayment}</p>
          </Card>
        </form>
      )}
    </PageSection>
  );
}
