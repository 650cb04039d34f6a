import type { FormFieldDefinition, FormFieldOption } from '../db/schema/all-tables.ts';

/** Options written as [value, label] pairs, in the order given. */
function choices(pairs: ReadonlyArray<readonly [value: string, label: string]>): FormFieldOption[] {
  return pairs.map(([value, label]) => ({ value, label }));
}

// The event's option lists, named by select fields' selectApi.
export const DEMO_OPTION_LISTS: ReadonlyArray<{ name: string; options: FormFieldOption[] | string }> = [
  {
    name: 'sectors',
    options: choices([['manufacturing', 'Manufacturing'], ['logistics', 'Logistics'], ['retail', 'Retail'], ['healthcare', 'Healthcare']]),
  },
];

// Every field type of SPEC §3, display-only ones included, in referral-form order; the form passes
// the builder's rules (src/rules/form-definition-rules.ts), as an imported or saved form must.
export function demoFormFields(window: { minDate: string; maxDate: string }): FormFieldDefinition[] {
  return [
    { name: 'guestDetailsTitle', type: 'title', label: 'Guest details', content: 'Guest details' },
    {
      name: 'introText',
      type: 'html',
      content: '<p>Register a guest on one of your passes. Fields marked <strong>*</strong> are required.</p>',
    },
    { name: 'firstName', type: 'text', label: 'First Name', required: true, customClass: 'half' },
    { name: 'lastName', type: 'text', label: 'Last Name', required: true, customClass: 'half' },
    {
      name: 'emailId',
      type: 'email',
      label: 'Email',
      placeholder: 'name@company.com',
      required: true,
      customClass: 'half',
    },
    {
      name: 'mobileNumber',
      type: 'mobilenumber',
      label: 'Mobile Number',
      required: true,
      customClass: 'half',
      default: { country: '91', number: '' },
      validation: { minLength: 10, maxLength: 10, message: 'Enter a 10-digit mobile number' },
      options: choices([['91', '+91 India'], ['1', '+1 USA'], ['44', '+44 UK'], ['61', '+61 Australia'], ['86', '+86 China']]),
    },
    { name: 'companyLine', type: 'line' },
    { name: 'companyName', type: 'text', label: 'Company', customClass: 'half' },
    { name: 'designation', type: 'text', label: 'Job Title', customClass: 'half' },
    {
      name: 'yearsOfExperience',
      type: 'number',
      label: 'Years of experience',
      validation: { min: 0, max: 60 },
      customClass: 'half',
    },
    {
      name: 'guestPassword',
      type: 'password',
      label: 'Guest app password',
      sublabel: 'Used for the event app; at least 6 characters.',
      validation: { minLength: 6 },
      customClass: 'half',
    },
    {
      name: 'interests',
      type: 'textarea',
      label: 'What would the guest like to see?',
      footnote: 'Helps us plan booth demos.',
      customClass: 'full',
    },
    {
      name: 'visitDate',
      type: 'date',
      label: 'Visit date',
      required: true,
      minDate: window.minDate,
      maxDate: window.maxDate,
      customClass: 'half',
    },
    {
      name: 'meetingSlot',
      type: 'datetime',
      label: 'Meeting slot at the booth',
      minDate: window.minDate,
      maxDate: window.maxDate,
      customClass: 'half',
    },
    { name: 'arrivalTime', type: 'time', label: 'Expected arrival time', customClass: 'half' },
    {
      name: 'passDay',
      type: 'select',
      label: 'Pass valid on',
      required: true,
      customClass: 'half',
      options: choices([['day1', 'Day 1'], ['day2', 'Day 2'], ['day3', 'Day 3'], ['all', 'All days']]),
    },
    // Options from the event's "sectors" list (DEMO_OPTION_LISTS), served by GET /form-field-options.
    { name: 'sector', type: 'select', label: 'Sector', selectApi: 'sectors', customClass: 'half' },
    {
      name: 'topics',
      type: 'multiSelect',
      label: 'Sessions of interest',
      options: choices([['keynote', 'Keynote'], ['robotics', 'Robotics track'], ['ai', 'AI track'], ['startups', 'Startup pitches']]),
      customClass: 'full',
    },
    {
      name: 'industries',
      type: 'multiSelect',
      label: 'Industries',
      apiType: 'CSV',
      options: 'Manufacturing, Logistics, Retail, Healthcare, Automotive',
      customClass: 'full',
    },
    {
      name: 'photo',
      type: 'image',
      label: 'Photo for the badge',
      allowedFileTypes: ['.png', '.jpg', '.jpeg'],
      customClass: 'half',
    },
    {
      name: 'idProof',
      type: 'file',
      label: 'Photo ID (PDF)',
      allowedFileTypes: ['.pdf'],
      customClass: 'half',
    },
    { name: 'agreeTerms', type: 'checkbox', label: 'I agree to the event terms and conditions', required: true, default: false },
    { name: 'badgeNickname', type: 'text', label: 'Badge nickname', customClass: 'half' },
    // SPEC §3 has no signature type: the guest signs by typing their name.
    { name: 'signature', type: 'text', label: 'Signature (your full name)', customClass: 'half' },
    {
      name: 'privacyNote',
      type: 'info',
      content: 'Guest details are shared only with the organiser and used to print the badge.',
    },
  ];
}
