// One support request as an exhibitor's form sends it, for every suite that files one: the form's
// fields are the contract, so a change to them is made here once and not missed in one suite.
export const BOOTH_POWER_REQUEST = {
  name: 'Asha Rao',
  email: 'asha@acme-robotics.example',
  subject: 'Booth power',
  category: 'technical',
  priority: 'high',
  message: 'We need a second power outlet at B-204.',
};
