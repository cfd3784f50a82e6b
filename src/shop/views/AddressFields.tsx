import { communesOf, provinceName, provinces, UNITS_AS_OF } from '@/shop/rules/address/units'
import type { CheckoutErrors } from '@/shop/rules/checkout-form'
import { vi } from '@/i18n/vi'

/** One field's error, tied to its input by id. */
export function FieldError({ name, errors }: { name: string; errors: CheckoutErrors }) {
  return errors[name] ? (
    <p className="checkout-field__error" id={`${name}-error`}>
      {errors[name]}
    </p>
  ) : null
}

/** What an input says about its error, for screen readers. */
export const errorProps = (name: string, errors: CheckoutErrors) =>
  errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {}

/** A text field of the checkout, with its label, its kept value and its error. */
export function TextField({
  name,
  label,
  values,
  errors,
  type = 'text',
  autoComplete,
  required = true,
  maxLength = 200,
}: {
  name: string
  label: string
  values: Record<string, string>
  errors: CheckoutErrors
  type?: 'text' | 'tel' | 'email'
  autoComplete: string
  required?: boolean
  maxLength?: number
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={name}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={values[name] ?? ''}
        autoComplete={autoComplete}
        required={required}
        maxLength={maxLength}
        {...errorProps(name, errors)}
      />
      <FieldError name={name} errors={errors} />
    </div>
  )
}

/**
 * An address's province (a list of the 34) and commune, then the street. The commune is a list of the chosen
 * province's communes, filled on the server: without JavaScript the shopper chooses the province, then presses
 * "Cập nhật địa chỉ" to get its communes. With it, the list becomes a search box (`addressUnits` behaviour) that
 * finds a commune by its name or an old ward's, with or without accents, and follows the province at once. The
 * delivery address is marked required by the server only (it is asked only when "Giao tới địa chỉ khác" is ticked,
 * which a page without JavaScript cannot tie its fields to).
 */
export function AddressFields({
  prefix,
  values,
  errors,
  updateAction = '/?shop-ajax=update_order_review',
}: {
  prefix: 'billing' | 'shipping'
  values: Record<string, string>
  errors: CheckoutErrors
  /** Where the form goes to fill the commune list without JavaScript (the checkout's review, or the account's address form). */
  updateAction?: string
}) {
  const required = prefix === 'billing'
  const province = values[`${prefix}_province`] ?? ''
  const ward = values[`${prefix}_ward`] ?? ''
  const communes = communesOf(province)
  const provinceField = `${prefix}_province`
  const wardField = `${prefix}_ward`
  return (
    <>
      <div className="checkout-units">
        <div className="checkout-field">
          <label htmlFor={provinceField}>
            {vi.address.province}
            {required && <span aria-hidden="true"> *</span>}
          </label>
          <select
            id={provinceField}
            name={provinceField}
            defaultValue={provinceName(province) === null ? '' : province}
            required={required}
            data-units="province"
            {...errorProps(provinceField, errors)}
          >
            <option value="">{vi.address.chooseProvince}</option>
            {provinces().map((unit) => (
              <option key={unit.code} value={unit.code}>
                {unit.name}
              </option>
            ))}
          </select>
          <FieldError name={provinceField} errors={errors} />
        </div>
        <div className="checkout-field checkout-ward" data-ward-field data-units-version={UNITS_AS_OF}>
          <label htmlFor={wardField}>
            {vi.address.ward}
            {required && <span aria-hidden="true"> *</span>}
          </label>
          <select
            id={wardField}
            name={wardField}
            defaultValue={communes.some((unit) => unit.code === ward) ? ward : ''}
            required={required}
            data-units="ward"
            {...errorProps(wardField, errors)}
          >
            <option value="">{communes.length ? vi.address.chooseWard : vi.address.chooseProvinceFirst}</option>
            {communes.map((unit) => (
              <option key={unit.code} value={unit.code}>
                {unit.name}
              </option>
            ))}
          </select>
          <FieldError name={wardField} errors={errors} />
        </div>
      </div>
      <noscript>
        <button
          type="submit"
          className="button button--secondary checkout-units__update"
          formAction={updateAction}
          formNoValidate
          name="refresh"
          value="1"
        >
          {vi.address.update}
        </button>
      </noscript>
      <TextField
        name={`${prefix}_street`}
        label={vi.address.street}
        values={values}
        errors={errors}
        autoComplete={`${prefix} street-address`}
        required={required}
      />
    </>
  )
}

/** E-mail, password and "remember me": the checkout's inline login and the account's login. */
export function LoginFields({ idPrefix, emailName }: { idPrefix: string; emailName: 'email' | 'username' }) {
  return (
    <>
      <div className="checkout-field">
        <label htmlFor={`${idPrefix}-email`}>{vi.account.email}</label>
        <input id={`${idPrefix}-email`} name={emailName} type="email" autoComplete="username" required />
      </div>
      <div className="checkout-field">
        <label htmlFor={`${idPrefix}-password`}>{vi.account.password}</label>
        <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" required />
      </div>
      <p className="checkout-check">
        <label>
          <input type="checkbox" name="remember" value="1" /> {vi.account.rememberMe}
        </label>
      </p>
    </>
  )
}
