/** The header's member area: the identity and wallet modules plug in here through the app layer. */
export function HeaderActions() {
  return null
}
