/** A Puck custom field (editor only) for a list of choices: a checkbox each, the ticked values kept in option order. */
export function CheckboxesField({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string
  options: readonly { label: string; value: string }[]
  value: unknown
  onChange: (value: string[]) => void
}) {
  const chosen = Array.isArray(value) ? value : []
  const toggle = (option: string, on: boolean) =>
    onChange(options.map((item) => item.value).filter((item) => (item === option ? on : chosen.includes(item))))
  return (
    <fieldset className="builder-checkboxes">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
