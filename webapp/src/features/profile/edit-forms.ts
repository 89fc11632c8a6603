// The profile's edit forms in one lazy chunk (profile-forms.ts loads it). One chunk, not three: the rules
// they share (profile-rules.ts, with the phone check) would otherwise go to the `shared` chunk every page
// loads, and the phone library with them.
export { AdditionalRoleForm } from './AdditionalRoleForm';
export { MasterCardForm } from './MasterCardForm';
export { PersonalDataForm } from './PersonalDataForm';
