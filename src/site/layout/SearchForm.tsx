import { vi } from '@/i18n/vi'
import { SearchIcon } from './SearchIcon'

/** A plain GET form to the search page: works without JavaScript. */
export function SearchForm({
  defaultValue = '',
  id = 'search',
  placeholder = vi.searchPlaceholder,
}: {
  defaultValue?: string
  id?: string
  placeholder?: string
}) {
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
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button className="search-form__button" type="submit" aria-label={vi.search}>
        <SearchIcon />
      </button>
    </form>
  )
}
