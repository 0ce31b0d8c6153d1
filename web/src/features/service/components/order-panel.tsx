import { useMutation } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { ServiceOffer } from '@ysy/contracts/service/schemas';
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api/client';
import { formatError } from '../../../shared/phone-code/validate-phone-code';
import { commonText, landingText, orderText } from '../../../shared/strings/service';
import { Button } from '../../../shared/ui/button/button';
import { Card } from '../../../shared/ui/card/card';
import { Icon } from '../../../shared/ui/icons/icon';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { SectionHeader } from '../../../shared/ui/section-header/section-header';
import { submitServiceOrder } from '../api/service-order';
import { emptyOrderContact, orderRequest } from '../model/order-request';
import { defaultSelection, orderTotal, type OrderSelection } from '../model/order-total';
import { validateOrderContact } from '../model/validate-order';
import { OrderContact } from './order-contact';
import { money, OrderOptions } from './order-options';
import styles from './order-panel.module.css';

/**
 * /buyfinance's order: plan, term and extras with the total, the contact fields, and an order
 * request stored by the upstream (which prices it from its own table). No payment is taken here,
 * and the panel says so.
 */
export function OrderPanel({ offer }: { offer: ServiceOffer }) {
  const headingId = useId();
  const errorId = useId();
  const [selection, setSelection] = useState(() => defaultSelection(offer));
  const [contact, setContact] = useState(emptyOrderContact);
  const { order, error, submit } = useOrderSubmit();
  const planName = offer.plans.find((p) => p.code === selection.planCode)?.name;
  const total = orderTotal(offer, selection);
  const confirmed = order.data && isSuccess(order.data, 0) ? order.data : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(orderRequest(offer.slug, selection, contact), validateOrderContact(contact));
  };

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
            <dd>{planLine(planName, selection)}</dd>
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
          <OrderOptions offer={offer} selection={selection} onSelect={setSelection} />
          <Card className={styles.summary}>
            <div className={styles.totalLine}>
              <span className={styles.totalLabel}>{orderText.totalLabel}</span>
              <output className={styles.total} aria-live="polite" data-testid="order-total">
                {total === undefined ? '—' : money(total)}
              </output>
            </div>
            <p className={styles.totalNote}>{planLine(planName, selection)}</p>
            <OrderContact
              contact={contact}
              onChange={setContact}
              describedBy={error ? errorId : undefined}
            />
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

function planLine(planName: string | undefined, selection: OrderSelection) {
  return (
    <>
      {planName} · {orderText.months(selection.termMonths)}
    </>
  );
}

/** Sends an order once its contact is valid; a refusal or a failure fills the error line. */
function useOrderSubmit() {
  const [error, setError] = useState('');
  const order = useMutation({ mutationFn: submitServiceOrder });

  const submit = (body: Parameters<typeof submitServiceOrder>[0], problem: string | null) => {
    if (order.isPending) return;
    setError(problem ?? '');
    if (problem) return;
    order.mutate(body, {
      onSuccess: (reply) => {
        if (!isSuccess(reply, 0)) setError(formatError(reply.msg));
      },
      onError: (failure) =>
        setError(formatError(failure instanceof ApiError ? failure.msg : commonText.loadFailed)),
    });
  };

  return { order, error, submit };
}
