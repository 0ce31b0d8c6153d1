import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import type { Suggestion } from '@ysy/contracts/directory/schemas';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { saveKeyword } from '../../../shared/storage/keyword-storage';
import { directoryText } from '../../../shared/strings/directory';
import { searchHistoryText } from '../../../shared/strings/search-history';
import { useRecentHistory, type RecentSearch } from '../../search';
import { suggestQueryOptions } from '../api/suggest-query';
import { registerKinds } from '../model/register-kinds';
import { enterAction, nextSuggestState, type SuggestState } from '../model/suggest-navigation';
import { useDebouncedValue } from '../model/use-debounced-value';
import { useRecentSearches } from '../model/use-recent-searches';
import { HighlightText } from './highlight-text';
import styles from './company-search.module.css';

/** Where a search goes (`/list?keyword=…`), by the router or, before hydration, by the form. */
const SEARCH_ACTION = '/list';

/** Suggestions are asked for once typing pauses this long. */
const SUGGEST_DEBOUNCE_MS = 200;

type Option =
  { kind: 'suggestion'; suggestion: Suggestion } | { kind: 'recent'; item: RecentSearch };

interface Props {
  /** `hero`: the home page's large box; `compact`: above the result list. */
  variant: 'hero' | 'compact';
  initialKeyword?: string;
}

/** What the box offers: recent searches while empty, else the suggestions for what was typed. */
function useOptions(typed: string, open: boolean, recent: readonly RecentSearch[]) {
  const keyword = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const suggestions = useQuery({
    ...suggestQueryOptions(keyword),
    enabled: open && keyword !== '',
    placeholderData: keepPreviousData,
  });
  const suggestionList =
    suggestions.data && isSuccess(suggestions.data, 0) ? suggestions.data.data.list : [];
  const options: Option[] =
    typed === ''
      ? recent.map((item) => ({ kind: 'recent', item }))
      : keyword === ''
        ? []
        : suggestionList.map((s) => ({ kind: 'suggestion', suggestion: s }));
  return { keyword, options };
}

/** The box's text, its list's state and what choosing, searching and each key do. */
function useCompanySearch(initialKeyword: string) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialKeyword);
  const [state, setState] = useState<SuggestState>({ open: false, active: -1 });
  const history = useRecentHistory(useRecentSearches(), state.open);
  const { recent, add: addRecent, clear: clearRecent, remove: removeRecent } = history;

  // Text typed into the server's box before the page was hydrated (its DOM value then differs
  // from the value the server wrote) is kept, and suggested for if the box still has focus.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || input.value === input.defaultValue) return;
    setValue(input.value);
    setState({ open: document.activeElement === input, active: -1 });
  }, []);
  const typed = value.trim();
  const { keyword, options } = useOptions(typed, state.open, recent);
  const showList = state.open && options.length > 0;

  const search = (k: string) => {
    addRecent(k);
    saveKeyword(k);
    setState({ open: false, active: -1 });
    void navigate({ to: SEARCH_ACTION, search: { keyword: k } });
  };
  const choose = (option: Option) => {
    if (option.kind === 'recent') {
      const { keyword, kind } = option.item;
      setValue(keyword);
      if (kind === 'company') search(keyword);
      else {
        // A lookup's search (tax id, patent …) goes back to that lookup's results.
        setState({ open: false, active: -1 });
        void navigate({ to: registerKinds[kind].listPath, search: { keyword } });
      }
      return;
    }
    if (typed !== '') addRecent(typed);
    setState({ open: false, active: -1 });
    void navigate({ to: '/company/$id', params: { id: option.suggestion.eid } });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const key = event.key;
    if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Escape') {
      if (key === 'Escape' && !showList) return;
      event.preventDefault();
      setState((s) => nextSuggestState(s, key, options.length));
      return;
    }
    // Delete removes the active recent search (the box is empty while they show).
    const active = options[state.active];
    if (key === 'Delete' && showList && active?.kind === 'recent' && active.item.id !== undefined) {
      event.preventDefault();
      removeRecent(active.item);
      return;
    }
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const action = enterAction(state, options.length, value);
      if (action.kind === 'option') {
        const option = options[action.index];
        if (option) choose(option);
      } else if (action.kind === 'search') search(action.keyword);
    }
  };
  const listState = { typed, keyword, options, showList, active: state.active };
  return {
    inputRef,
    value,
    setValue,
    setState,
    listState,
    search,
    choose,
    onKeyDown,
    clearRecent,
    removeRecent,
  };
}

type ListState = ReturnType<typeof useCompanySearch>['listState'];

/**
 * A recent search: its keyword, where when not the company search, and, when the server keeps
 * it, a × that removes it. The × is not a button of its own (an option may hold no control):
 * the mouse removes with it, the keyboard with Delete on the active option, and the 搜索历史
 * panel has a 删除 button for each.
 */
function RecentContent({ item, onRemove }: { item: RecentSearch; onRemove: () => void }) {
  return (
    <>
      <span className={styles.name}>{item.keyword}</span>
      <span className={styles.kind}>
        {item.kind !== 'company' && searchHistoryText.kindNames[item.kind]}
        {item.id !== undefined && (
          <span
            className={styles.remove}
            aria-hidden="true"
            title={searchHistoryText.removeLabel(item.keyword)}
            data-remove-recent=""
            onClick={(event) => {
              event.stopPropagation();
              onRemove();
            }}
          >
            ×
          </span>
        )}
      </span>
    </>
  );
}

/** One option of the list: a recent search, or a suggestion with what in it matched. */
function OptionContent({
  option,
  keyword,
  onRemove,
}: {
  option: Option;
  keyword: string;
  onRemove: (item: RecentSearch) => void;
}) {
  if (option.kind === 'recent')
    return <RecentContent item={option.item} onRemove={() => onRemove(option.item)} />;
  return (
    <>
      <span className={styles.name}>
        <HighlightText text={option.suggestion.name} keyword={keyword} />
      </span>
      <span className={styles.kind}>
        {directoryText.suggestKind[option.suggestion.kind]}
        {option.suggestion.kind !== 'name' && (
          <>
            ：<HighlightText text={option.suggestion.text} keyword={keyword} />
          </>
        )}
      </span>
    </>
  );
}

/** The list under the box: recent searches (with 清空) or suggestions. */
function SuggestPopup({
  listId,
  list,
  onChoose,
  onHover,
  onClear,
  onRemove,
}: {
  listId: string;
  list: ListState;
  onChoose: (option: Option) => void;
  onHover: (index: number) => void;
  onClear: () => void;
  onRemove: (item: RecentSearch) => void;
}) {
  return (
    <div className={styles.popup} hidden={!list.showList}>
      {list.typed === '' && (
        <div className={styles.popupHead}>
          <span>{directoryText.recentTitle}</span>
          <button
            type="button"
            className={styles.clear}
            // Keep the focus in the box, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onClear}
          >
            {directoryText.clearRecent}
          </button>
        </div>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={directoryText.suggestionsLabel}
        className={styles.list}
      >
        {list.showList &&
          list.options.map((option, i) => (
            <li
              key={
                option.kind === 'recent'
                  ? `r-${option.item.kind}-${option.item.keyword}`
                  : option.suggestion.eid
              }
              id={optionId(listId, i)}
              role="option"
              aria-selected={i === list.active}
              className={i === list.active ? `${styles.option} ${styles.active}` : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onChoose(option)}
              onMouseEnter={() => onHover(i)}
            >
              <OptionContent option={option} keyword={list.keyword} onRemove={onRemove} />
            </li>
          ))}
      </ul>
    </div>
  );
}

const optionId = (listId: string, i: number) => `${listId}-opt-${i}`;

/**
 * The company search with suggestions: typing asks the directory for suggestions (debounced),
 * ↑/↓ move through them, Enter opens the active one or searches what is typed, Esc closes the
 * list. An empty box offers this browser's recent searches. A suggestion opens its company; a
 * search goes to /list?keyword=….
 */
export function CompanySearch({ variant, initialKeyword = '' }: Props) {
  const listId = useId();
  const box = useCompanySearch(initialKeyword);
  const { listState: list } = box;
  const activeOption =
    list.showList && list.active >= 0 ? optionId(listId, list.active) : undefined;

  return (
    <div className={variant === 'hero' ? styles.hero : styles.compact}>
      {/* A plain GET form underneath: drawn by the server, the box already searches before the
          page is hydrated (the browser submits it to /list?keyword=…); after, the list opens
          in place. */}
      <form
        role="search"
        action={SEARCH_ACTION}
        method="get"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (list.typed !== '') box.search(list.typed);
        }}
      >
        <input
          ref={box.inputRef}
          name="keyword"
          className={styles.input}
          type="text"
          role="combobox"
          aria-label={directoryText.searchLabel}
          aria-autocomplete="list"
          aria-expanded={list.showList}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          placeholder={directoryText.searchPlaceholder}
          value={box.value}
          maxLength={50}
          autoComplete="off"
          onChange={(event) => {
            box.setValue(event.target.value);
            box.setState({ open: true, active: -1 });
          }}
          onFocus={() => box.setState((s) => ({ ...s, open: true }))}
          onBlur={() => box.setState({ open: false, active: -1 })}
          onKeyDown={box.onKeyDown}
        />
        <button type="submit" className={styles.button}>
          {directoryText.searchButton}
        </button>
      </form>
      <SuggestPopup
        listId={listId}
        list={list}
        onChoose={box.choose}
        onHover={(i) => box.setState({ open: true, active: i })}
        onClear={box.clearRecent}
        onRemove={box.removeRecent}
      />
    </div>
  );
}
