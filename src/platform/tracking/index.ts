export {
  $consent,
  $consentAsked,
  consentChosen,
  depositPaid,
  trackingEventRaised,
  trackingStarted,
} from './tracking'
