// The profile's edit forms in one lazy chunk (profile-forms.ts loads it). One chunk, not three: the rules
// they share (profile-rules.ts, with the phone check) would otherwise go to a file other pages share
// (chunk-groups.ts), and the phone library with them.
export { AdditionalRoleForm } from './AdditionalRoleForm';
export { MasterCardForm } from './MasterCardForm';
export { PersonalDataForm } from './PersonalDataForm';
