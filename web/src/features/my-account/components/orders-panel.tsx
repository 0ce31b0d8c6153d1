import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { MyOrder } from '@ysy/contracts/account/my-data';
import { commonText } from '../../../shared/strings/service';
import { ordersText as t } from '../../../shared/strings/my-account';
import { formatYuan } from '../../service';
import { myOrdersQueryOptions } from '../api/my-account-queries';
import { dateTimeText } from '../model/format';
import { PagedTable, usePage } from './paged-list';
import styles from './my-account.module.css';

function OrderRow({ order }: { order: MyOrder }) {
  const term = order.term_months === 0 ? t.oneOff : t.months(order.term_months);
  return (
    <tr>
      <th scope="row" className={styles.nowrap}>
        {order.order_no}
      </th>
      <td>
        {order.service}
        <div className={styles.muted}>{`${order.plan} · ${term}`}</div>
      </td>
      <td className={styles.number}>{`${commonText.yuan}${formatYuan(order.total)}`}</td>
      <td>
        <span className={styles.status}>{t.statuses[order.status]}</span>
      </td>
      <td className={styles.nowrap}>{dateTimeText(order.created_at)}</td>
    </tr>
  );
}

/** 我的订单: the orders sent while signed in, newest first, with their status and total. */
export function OrdersPanel() {
  const page = usePage();
  const query = useQuery(myOrdersQueryOptions(page));
  return (
    <PagedTable
      tab="orders"
      page={page}
      query={query}
      text={t}
      emptyAction={
        <Link to="/buyfinance" className={styles.emptyLink}>
          {t.emptyLink}
        </Link>
      }
      columns={
        <>
          <th scope="col">{t.orderNo}</th>
          <th scope="col">{t.service}</th>
          <th scope="col" className={styles.number}>
            {t.total}
          </th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.createdAt}</th>
        </>
      }
      row={(order) => <OrderRow key={order.order_no} order={order} />}
    />
  );
}
