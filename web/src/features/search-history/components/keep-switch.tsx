import { useQuery } from '@tanstack/react-query';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { searchHistoryText as t } from '../../../shared/strings/search-history';
import { searchHistorySettingQueryOptions, useSetKeepSearchHistory } from '../../search';
import styles from './search-history-panel.module.css';

/**
 * 记录搜索历史: a switch (a checkbox with the switch role) and a line saying what it means now.
 * Off, new searches are not kept (the server records nothing); what is kept stays.
 */
export function KeepSwitch() {
  const setting = useQuery(searchHistorySettingQueryOptions);
  const setKeep = useSetKeepSearchHistory();
  const reply = setting.data;
  const keep = reply && isSuccess(reply, 0) ? reply.data.keep : undefined;
  // While a change is under way the switch shows the state asked for.
  const shown = setKeep.isPending && setKeep.variables !== undefined ? setKeep.variables : keep;
  return (
    <div className={styles.keep}>
      <label className={styles.keepLabel}>
        <input
          type="checkbox"
          role="switch"
          className={styles.keepInput}
          checked={shown ?? true}
          disabled={shown === undefined || setKeep.isPending}
          onChange={(event) => setKeep.mutate(event.target.checked)}
        />
        {t.keepLabel}
      </label>
      <p className={styles.keepNote} role="status">
        {shown === undefined ? '' : shown ? t.keepOnNote : t.keepOffNote}
      </p>
    </div>
  );
}
