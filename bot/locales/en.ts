import type { Locale } from './ru';

/** English texts, used when the Telegram (or stored) language is en. */
export const en: Locale = {
  greeting: (name) => `Hello, ${name}!`,
  welcome: 'This bot books appointments with masters and salons. Open the app to book or manage your appointments.',
  bookMaster: (master) => `You are booking with ${master}. Tap the button below to choose a service and time.`,
  bookOrganization: (org) => `You are booking at “${org}”. Tap the button below to choose a master and time.`,
  bookOrganizationMaster: (master, org) =>
    `You are booking with ${master} (“${org}”). Tap the button below to choose a time.`,
  invitation: (org, role) =>
    `“${org}” invites you to join the team as ${role === 'master' ? 'a master' : 'an administrator'}. Tap the button below to join.`,
  badLink: 'Invalid link',
  masterNotFound: 'Master not found',
  organizationNotFound: 'Organization not found',
  badInvitationLink: 'Invalid invitation link',
  linkErrorHint: 'Open the app to find a master or an organization.',
  openApp: 'Open the app',
  book: 'Book',
  join: 'Join',
  verifyPhone: 'Verify phone',
  confirm: 'Confirm',
  reject: 'Reject',
  shareContact: 'Share my number',
  cancel: 'Cancel',
  cmdStart: 'Start and open the app',
  cmdHelp: 'What the bot can do',
  cmdLink: 'My booking link',
  cmdSupport: 'Contact support',
  cmdPhone: 'Verify phone number',
  menuButton: 'Open',
  help:
    'I help you book masters and salons.\n\n' +
    '/start — open the app\n' +
    '/link — your booking link (for masters and organizations)\n' +
    '/phone — verify your phone number\n' +
    '/place — set your place on the map (masters and organizations)\n' +
    '/support — contact support',
  ownLinksTitle: 'Your booking links — share them with clients:',
  ownLinkMaster: (link) => `Personal master link: ${link}`,
  ownLinkOrganization: (org, link) => `Organization “${org}”: ${link}`,
  ownLinkOrganizationMaster: (org, link) => `Master at “${org}”: ${link}`,
  noOwnLinks: 'You have no booking link yet. It appears once you register as a master or an organization owner.',
  askContact: 'Tap “Share my number” below to verify your phone number. Or “Cancel”.',
  phoneSaved: (phone) => `Thank you! Number ${phone} is verified.`,
  phoneForeign: 'That is someone else’s contact. Only your own number can be verified — try again with /phone.',
  phoneInvalid: 'Could not read that phone number. Try again with /phone.',
  phoneCancelled: 'OK, your number was not changed.',
  phoneNotRegistered: 'Please register in the app first, then verify your number with /phone.',
  phoneBlocked: 'Your account is blocked',
  cmdPlace: 'Set my place on the map',
  shareLocation: 'Send my location',
  askLocation:
    'Tap “Send my location” below while at your workplace — or pick a point on the map via 📎 → “Location”. ' +
    'Clients will see you in nearby search and on the map. Or “Cancel”.',
  placeSaved: (latitude, longitude) =>
    `Thank you! Your place on the map is saved (${latitude.toFixed(5)}, ${longitude.toFixed(5)}). ` +
    'You can add the address in the app.',
  placeOrganizationMaster:
    'Your place on the map is your organization’s address, set by its owner. You can change your specialization and “About” in the app.',
  placeNotProvider:
    'Places on the map are set by masters and organization owners. To find a master nearby, open the app: “Search” or “Map”.',
  placeNotRegistered: 'Please register in the app first as a master or an organization owner.',
  placeBlocked: 'Your account is blocked',
  placeCancelled: 'OK, your place was not changed.',
  decisionConfirmed: 'Confirmed',
  decisionRejected: 'Rejected',
  decisionConfirmedNote: '✅ You confirmed the member.',
  decisionRejectedNote: '❌ You rejected the request.',
  decisionForbidden: 'Only the organization owner can do this.',
  decisionNotFound: 'Invitation not found.',
  decisionNotRegistered: 'User is not registered',
  decisionBlocked: 'Your account is blocked',
  decisionNotAwaiting: 'This invitation is not awaiting your decision.',
  decisionAlreadyMember: 'The user is already a member of the organization with this role.',
  decisionFailed: 'Could not complete the action. Please try in the app.',
  visitConfirmed: 'Thank you! See you soon.',
  visitConfirmedNote: '✅ You confirmed you will come.',
  visitAlreadyConfirmed: 'You have already confirmed.',
  visitCancelled: 'The booking is cancelled.',
  visitCancelledNote: '❌ You cancelled the booking.',
  visitNotFound: 'Booking not found.',
  visitGone: 'The booking is already cancelled.',
  visitFinished: 'The booking is already over.',
  visitStarted: 'The booking has already started.',
  visitChanged: 'The booking has just changed: open it in the app.',
  visitCutoff: (hours, phone) =>
    (hours > 0
      ? `A booking can be cancelled or moved no later than ${hours} h before the start.`
      : 'A booking can be cancelled or moved only before it starts.') +
    (phone ? ` Please call the master: ${phone}` : ' Please contact the master.'),
  roleMaster: 'master',
  roleAdmin: 'administrator',
  nInvitationConfirmationNeeded: (member, org, role) =>
    `${member} accepted the invitation to “${org}” (role: ${role}). Confirm or reject the member.`,
  nInvitationAccepted: (member, org, role) => `${member} accepted the invitation to “${org}” (role: ${role}).`,
  nMemberJoined: (member, org, role) => `New member in “${org}”: ${member} (role: ${role}).`,
  nInvitationDecidedAccepted: (org, role) =>
    `The owner of “${org}” confirmed you in the team (role: ${role}). Welcome!`,
  nInvitationDecidedRejected: (org) => `The owner of “${org}” rejected your request to join the team.`,
  nMasterWelcome: (name, link) =>
    `Welcome, ${name}! Your personal booking link:\n${link}\n\nShare it with clients so they can book with you.`,
  nOrganizationLinkChanged: (org, link) => `“${org}” has a new booking link:\n${link}\n\nThe old link no longer works.`,
  nAccountBlocked: 'Your account has been blocked by the administrator. If this is a mistake, contact support.',
  nAccountUnblocked: 'Your account is active again. Welcome back!',
};
