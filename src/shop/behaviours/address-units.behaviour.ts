import { address } from '@/i18n/address'
import { type ProvinceChoices, type WardChoice, searchWardChoices, wardChoices } from '../rules/address/search'

/**
 * A form's address units (checkout, account): each commune list becomes a search box (the ARIA combobox pattern: a
 * text box with a list of options) over the chosen province's communes and the old wards that went into them, typed
 * with or without accents; ↑ ↓ move in the list, Enter takes the option, Escape closes the list (a second Escape puts
 * back the commune chosen). The list itself stays in the form, hidden, holding the code the form sends. A province's
 * choices come from `/dia-gioi/{code}` once it is chosen and the box is used (kept by the browser a year, by the data's
 * date), never the whole country. Without JavaScript the server's lists and "Cập nhật địa chỉ" do the same.
 */

/** Each province's choices, asked once per page. */
const loaded = new Map<string, Promise<WardChoice[] | null>>()

function choicesOf(province: string, version: string): Promise<WardChoice[] | null> {
  let answer = loaded.get(province)
  if (!answer) {
    answer = fetch(`/dia-gioi/${encodeURIComponent(province)}?v=${encodeURIComponent(version)}`)
      .then(async (response) => (response.ok ? wardChoices((await response.json()) as ProvinceChoices) : null))
      .catch(() => null)
    loaded.set(province, answer)
    // Offline: asked again next time.
    void answer.then((choices) => choices ?? loaded.delete(province))
  }
  return answer
}

/** The communes a list shows now, as choices (before the province's own choices arrive). */
function listedChoices(select: HTMLSelectElement): WardChoice[] {
  return [...select.options]
    .filter((option) => option.value)
    .map((option) => ({ code: option.value, label: option.text, name: option.text, old: false }))
}

/** The commune list in `field` as a search box, following the `province` list; what undoes it. */
function wardBox(field: HTMLElement, select: HTMLSelectElement, province: HTMLSelectElement): () => void {
  const version = field.dataset.unitsVersion ?? ''
  const id = select.id
  const listId = `${id}-list`
  const hintId = `${id}-hint`

  const input = document.createElement('input')
  input.type = 'text'
  input.className = 'ward-box__input'
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listId)
  input.autocomplete = 'off'
  input.spellcheck = false
  const list = document.createElement('ul')
  list.id = listId
  list.className = 'ward-box__list'
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', address.ward)
  list.hidden = true
  const empty = document.createElement('p')
  empty.className = 'ward-box__empty'
  empty.hidden = true
  const hint = document.createElement('p')
  hint.id = hintId
  hint.className = 'ward-box__hint'
  hint.textContent = address.wardHint
  const status = document.createElement('p')
  status.className = 'visually-hidden'
  status.setAttribute('role', 'status')

  // The label names the search box; the list, hidden, keeps the value (and its id, so the form finds one control
  // by the field's name) and the server's error marks move to the box.
  const label = field.querySelector<HTMLLabelElement>(`label[for="${id}"]`)
  input.id = `${id}-search`
  if (label) label.htmlFor = input.id
  select.hidden = true
  select.dataset.shownBy = input.id
  for (const attribute of ['aria-invalid', 'aria-describedby']) {
    const value = select.getAttribute(attribute)
    if (value) input.setAttribute(attribute, value)
    select.removeAttribute(attribute)
  }
  input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), hintId].filter(Boolean).join(' '))
  select.before(input, list, empty, hint, status)

  let choices = listedChoices(select)
  let shown: WardChoice[] = []
  let active = -1
  let edited = false
  /** The commune chosen last, put back by Escape after typing. */
  let chosen = select.value

  const chosenName = () => (select.value ? (select.selectedOptions[0]?.text ?? '') : '')
  const placeholder = () => (province.value ? address.chooseWard : address.chooseProvinceFirst)
  input.value = chosenName()
  input.placeholder = placeholder()

  async function loadProvince() {
    const code = province.value
    if (!code) return
    const found = await choicesOf(code, version)
    if (found && province.value === code) {
      choices = found
      again()
    }
  }

  /** What was typed, searched again in choices just arrived (while the reader is in the box). */
  function again() {
    if (edited && document.activeElement === input)
      show(searchWardChoices(choices, input.value), input.value.trim() ? 0 : -1)
  }

  function close() {
    list.hidden = true
    empty.hidden = true
    input.setAttribute('aria-expanded', 'false')
    input.removeAttribute('aria-activedescendant')
    active = -1
  }

  function setActive(index: number) {
    active = index
    for (const [position, option] of [...list.children].entries())
      option.setAttribute('aria-selected', String(position === index))
    const option = list.children[index] as HTMLElement | undefined
    if (option) {
      input.setAttribute('aria-activedescendant', option.id)
      option.scrollIntoView({ block: 'nearest' })
    } else input.removeAttribute('aria-activedescendant')
  }

  function show(results: WardChoice[], activeIndex = -1) {
    shown = results
    list.replaceChildren(
      ...results.map((choice, index) => {
        const option = document.createElement('li')
        option.id = `${listId}-${index}`
        option.setAttribute('role', 'option')
        option.className = choice.old ? 'ward-box__option ward-box__option--old' : 'ward-box__option'
        option.textContent = choice.label
        option.dataset.index = String(index)
        return option
      }),
    )
    const message = province.value ? address.notFound : address.chooseProvinceFirst
    empty.textContent = message
    empty.hidden = results.length > 0
    // Right under the box, over its hint and what follows.
    list.style.top = `${input.offsetTop + input.offsetHeight}px`
    list.hidden = results.length === 0
    input.setAttribute('aria-expanded', String(results.length > 0))
    status.textContent = results.length ? address.found(results.length) : message
    setActive(activeIndex)
  }

  function choose(choice: WardChoice) {
    select.value = choice.code
    chosen = choice.code
    input.value = chosenName()
    edited = false
    close()
    select.dispatchEvent(new Event('change', { bubbles: true }))
  }

  /** Opens the list: what was typed, or every commune with the one chosen active. */
  function open(step: 1 | -1) {
    if (edited) return show(searchWardChoices(choices, input.value), step === 1 ? 0 : -1)
    const all = searchWardChoices(choices, '')
    const current = all.findIndex((choice) => choice.code === select.value)
    show(all, current >= 0 ? current : step === 1 ? 0 : all.length - 1)
  }

  const onInput = () => {
    edited = true
    if (select.value) select.value = ''
    void loadProvince()
    show(searchWardChoices(choices, input.value), input.value.trim() ? 0 : -1)
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const closed = list.hidden && empty.hidden
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (list.hidden) return open(event.key === 'ArrowDown' ? 1 : -1)
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive(Math.min(Math.max(active + step, 0), shown.length - 1))
        return
      }
      case 'Enter':
        if (!list.hidden && shown[active]) {
          event.preventDefault()
          choose(shown[active])
        }
        return
      case 'Escape':
        if (!closed) {
          event.preventDefault()
          close()
        } else if (edited) {
          event.preventDefault()
          select.value = chosen
          input.value = chosenName()
          edited = false
        }
    }
  }

  // A press on an option keeps the focus in the box; the click takes it.
  const onPointerDown = (event: Event) => event.preventDefault()
  const onClick = (event: Event) => {
    const option = (event.target as Element).closest<HTMLElement>('[role="option"]')
    const choice = option && shown[Number(option.dataset.index)]
    if (choice) choose(choice)
  }

  // Leaving the box: a name typed in full is taken; anything else typed stays, unchosen, for the form to name.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node && field.contains(event.relatedTarget)) return
    if (edited && input.value.trim()) {
      const [best] = searchWardChoices(choices, input.value, 1)
      const typed = input.value.trim().toLocaleLowerCase('vi')
      if (best && !best.old && best.name.toLocaleLowerCase('vi') === typed) choose(best)
    }
    close()
  }

  const onFocus = () => void loadProvince()

  // Another province: its communes (the list for the form, the choices for the box).
  const loadWards = async () => {
    const code = province.value
    select.replaceChildren(new Option(code ? address.chooseWard : address.chooseProvinceFirst, ''))
    choices = []
    chosen = ''
    input.value = ''
    edited = false
    input.placeholder = code ? address.loading : placeholder()
    close()
    if (!code) return
    const found = await choicesOf(code, version)
    if (province.value !== code) return
    choices = found ?? []
    select.append(...choices.filter((choice) => !choice.old).map((choice) => new Option(choice.label, choice.code)))
    input.placeholder = placeholder()
    again()
  }

  // choicesOf answers null for a failed request: nothing is left to catch.
  const onProvince = () => void loadWards()
  input.addEventListener('input', onInput)
  input.addEventListener('keydown', onKeyDown)
  input.addEventListener('focus', onFocus)
  field.addEventListener('focusout', onFocusOut)
  list.addEventListener('mousedown', onPointerDown)
  list.addEventListener('click', onClick)
  province.addEventListener('change', onProvince)
  return () => {
    province.removeEventListener('change', onProvince)
    field.removeEventListener('focusout', onFocusOut)
    for (const element of [input, list, empty, hint, status]) element.remove()
    if (label) label.htmlFor = id
    select.hidden = false
    delete select.dataset.shownBy
  }
}

export default function start(marker: HTMLElement): (() => void) | void {
  const form = marker.closest('form')
  if (!form) return
  const stops: (() => void)[] = []
  for (const field of form.querySelectorAll<HTMLElement>('[data-ward-field]')) {
    const select = field.querySelector<HTMLSelectElement>('select[data-units="ward"]')
    const province = select && form.elements.namedItem(select.name.replace(/_ward$/, '_province'))
    if (select && province instanceof HTMLSelectElement) stops.push(wardBox(field, select, province))
  }
  return () => stops.forEach((stop) => stop())
}
