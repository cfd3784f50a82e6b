/**
 * A display condition's target (templates', popups'): a condition of `scope` needs its category, post or page;
 * conditions of other scopes ignore the field.
 */
export function targetChosen(scope: string, message: string) {
  return (value: unknown, { siblingData }: { siblingData: { scope?: string } }) =>
    siblingData?.scope !== scope || (value !== null && value !== undefined && value !== '') ? true : message
}
