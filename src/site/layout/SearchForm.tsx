import { vi } from '@/i18n/vi'

/** A plain GET form to the search page: works without JavaScript. */
export function SearchForm({ defaultValue = '', id = 'search' }: { defaultValue?: string; id?: string }) {
  return (
    <form className="search-form" role="search" action="/tim-kiem" method="get">
      <label htmlFor={id} className="visually-hidden">
        {vi.searchLabel}
      </label>
      <input
        id={id}
        className="search-form__input"
        type="search"
        name="s"
        defaultValue={defaultValue}
        placeholder={vi.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button className="search-form__button" type="submit" aria-label={vi.search}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}
