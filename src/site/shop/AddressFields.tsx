import { type AdministrativeUnit, districtsOf, provinces, wardsOf } from '@/features/shop/address/units'
import type { CheckoutErrors } from '@/features/shop/checkout-form'

/** One field's error, tied to its input by id. */
export function FieldError({ name, errors }: { name: string; errors: CheckoutErrors }) {
  return errors[name] ? (
    <p className="checkout-field__error" id={`${name}-error`}>
      {errors[name]}
    </p>
  ) : null
}

/** What an input says about its error, for screen readers. */
export const errorProps = (name: string, errors: CheckoutErrors) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {})

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

function UnitSelect({
  name,
  label,
  units,
  value,
  errors,
  placeholder,
  data,
  required,
}: {
  name: string
  label: string
  units: readonly AdministrativeUnit[]
  value: string
  errors: CheckoutErrors
  placeholder: string
  data: string
  required: boolean
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={name}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={name}
        name={name}
        defaultValue={units.some((unit) => unit.code === value) ? value : ''}
        required={required}
        data-units={data}
        {...errorProps(name, errors)}
      >
        <option value="">{placeholder}</option>
        {units.map((unit) => (
          <option key={unit.code} value={unit.code}>
            {unit.name}
          </option>
        ))}
      </select>
      <FieldError name={name} errors={errors} />
    </div>
  )
}

/**
 * An address's province, district and ward as three lists, each filled from the one before: on the server from the
 * kept choice (without JavaScript the shopper chooses, then presses "Cập nhật địa chỉ"), in the browser at once
 * (checkout behaviour). Then the street. The delivery address is marked required by the server only (it is asked only
 * when "Giao tới địa chỉ khác" is ticked, which a page without JavaScript cannot tie its fields to).
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
  /** Where the form goes to fill the lists without JavaScript (the checkout's review, or the account's address form). */
  updateAction?: string
}) {
  const required = prefix === 'billing'
  const province = values[`${prefix}_province`] ?? ''
  const district = values[`${prefix}_district`] ?? ''
  const districts = districtsOf(province)
  const wards = districts.some((unit) => unit.code === district) ? wardsOf(district) : []
  return (
    <>
      <div className="checkout-units">
        <UnitSelect
          name={`${prefix}_province`}
          label="Tỉnh/thành phố"
          units={provinces()}
          value={province}
          errors={errors}
          placeholder="Chọn tỉnh/thành phố"
          data="province"
          required={required}
        />
        <UnitSelect
          name={`${prefix}_district`}
          label="Quận/huyện"
          units={districts}
          value={district}
          errors={errors}
          placeholder="Chọn quận/huyện"
          data="district"
          required={required}
        />
        <UnitSelect
          name={`${prefix}_ward`}
          label="Phường/xã"
          units={wards}
          value={values[`${prefix}_ward`] ?? ''}
          errors={errors}
          placeholder="Chọn phường/xã"
          data="ward"
          required={required}
        />
      </div>
      <noscript>
        <button type="submit" className="button button--secondary checkout-units__update" formAction={updateAction} formNoValidate name="refresh" value="1">
          Cập nhật địa chỉ
        </button>
      </noscript>
      <TextField
        name={`${prefix}_street`}
        label="Số nhà, tên đường"
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
        <label htmlFor={`${idPrefix}-email`}>E-mail</label>
        <input id={`${idPrefix}-email`} name={emailName} type="email" autoComplete="username" required />
      </div>
      <div className="checkout-field">
        <label htmlFor={`${idPrefix}-password`}>Mật khẩu</label>
        <input id={`${idPrefix}-password`} name="password" type="password" autoComplete="current-password" required />
      </div>
      <p className="checkout-check">
        <label>
          <input type="checkbox" name="remember" value="1" /> Ghi nhớ đăng nhập
        </label>
      </p>
    </>
  )
}
