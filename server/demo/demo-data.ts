import { DEMO_BADGE_ID_PATTERN } from './demo-attendees.ts';

export { DEMO_OPTION_LISTS, demoFormFields } from './demo-form.ts';
export * from './demo-content.ts';

// The demo event seeded on an empty database: one company with data on every screen, and a second
// company so that scoping by exhibitor is visible.

export const DEMO_EVENT = {
  title: 'Global Tech Expo 2026',
  description: 'Three days of robotics, AI and industrial technology: exhibits, talks and networking.',
  productName: 'Exhibitor Portal',
  googleLoginEnabled: false,
  venue: 'Bangalore International Exhibition Centre, Bengaluru',
  timezone: 'Asia/Kolkata',
  supportEmail: 'exhibitors@globaltechexpo.example',
  supportPhone: '+91 80 4000 1234',
  supportAddress: 'Global Tech Expo Organiser Office, 10th Mile, Tumkur Road, Bengaluru 562123, India',
  // The event's own badges (demo-attendees.ts DEMO_BADGE_ID_PATTERN) and the country of its phones.
  badgeIdPattern: DEMO_BADGE_ID_PATTERN,
  country: 'IN',
} as const;

// The show opens this many days after seeding, so the dates stay in the future.
export const DEMO_EVENT_STARTS_IN_DAYS = 60;
export const DEMO_EVENT_LENGTH_DAYS = 3;

export const DEMO_EXHIBITOR = {
  name: 'Acme Robotics',
  boothNumber: 'B-204',
  industry: 'Robotics & Automation',
  description:
    'Acme Robotics builds collaborative robot arms and autonomous mobile robots for warehouses and light manufacturing.',
  website: 'https://acme-robotics.example',
  boothLocation: 'Hall B, Aisle 2, near the main stage',
  logo: 'demo/acme-robotics-logo.png',
  banner: 'demo/acme-robotics-banner.png',
  brochure: 'demo/acme-robotics-brochure.pdf',
  linkedin: 'https://www.linkedin.com/company/acme-robotics-example',
  twitter: 'https://x.com/acmerobotics_example',
  facebook: 'https://www.facebook.com/acmerobotics.example',
  instagram: 'https://www.instagram.com/acmerobotics.example',
  address: '42 Innovation Park, Electronic City Phase 1',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560100',
  country: 'India',
  phone: '+91 80 4123 4567',
  email: 'hello@acme-robotics.example',
} as const;

export const DEMO_ADMIN = {
  phoneCode: '91',
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@acme-robotics.example',
} as const;

/** The demo event's organiser, who signs in to the console at /organiser/. */
export const DEMO_ORGANISER = {
  name: 'Meera Iyer',
  phoneCode: '91',
  mobile: '9000099999',
  email: 'meera@globaltechexpo.example',
} as const;

export const DEMO_SECOND_EXHIBITOR = {
  name: 'Borealis Analytics',
  boothNumber: 'C-112',
  industry: 'Data & Analytics',
  description: 'Real-time analytics for connected factories.',
  website: 'https://borealis-analytics.example',
  boothLocation: 'Hall C, Aisle 1',
  city: 'Oslo',
  country: 'Norway',
  email: 'contact@borealis-analytics.example',
} as const;

export const DEMO_SECOND_ADMIN = {
  phoneCode: '91',
  mobile: '9123456780',
  firstName: 'Ingrid',
  lastName: 'Halvorsen',
  email: 'ingrid@borealis-analytics.example',
} as const;

export const DEMO_CATEGORIES = [
  { categoryName: 'Gold Exhibitor', exhibitorPasses: 10, isActive: true },
  { categoryName: 'Silver Exhibitor', exhibitorPasses: 5, isActive: false },
] as const;

// Passes per category name for each company.
export const DEMO_PASSES = {
  acme: { 'Gold Exhibitor': 6, 'Silver Exhibitor': 3 },
  borealis: { 'Gold Exhibitor': 4 },
} as const;

// One of each role below the owner, so the demo shows what each may do.
export const DEMO_TEAM = [
  {
    fullName: 'Vikram Shah',
    emailId: 'vikram@acme-robotics.example',
    authenticationId: '9811122233',
    designation: 'manager',
    role: 'admin',
    location: 'Bengaluru',
    bio: 'Runs the booth and books demos.',
    linkedIn: 'https://www.linkedin.com/in/vikram-shah-example',
  },
  {
    fullName: 'Meera Iyer',
    emailId: 'meera@acme-robotics.example',
    authenticationId: '9811144455',
    designation: 'Sales Engineer',
    role: 'staff',
    location: 'Chennai',
    bio: 'Sizes robot cells for warehouse customers.',
    x: 'https://x.com/meera_example',
  },
  {
    fullName: 'Daniel Costa',
    emailId: 'daniel@acme-robotics.example',
    authenticationId: '9811166677',
    designation: 'Marketing Executive',
    role: 'scanner',
    location: 'Mumbai',
    bio: 'Looks after the brochure, the banner and the social channels.',
    instagram: 'https://www.instagram.com/daniel.example',
  },
] as const;

type Priority = 'high' | 'medium' | 'low';
type Source = 'booth_scan' | 'networking' | 'referral' | 'manual';

/**
 * Who follows a demo lead up: by default the company owner (Asha Rao), who captured it; `staff` the
 * booth staff member (Meera Iyer), who captured it and has an account for it, so "My leads" shows
 * something when she signs in; `nobody` a lead added before anyone owned leads (no capturer, no
 * owner), for a member to take.
 */
export type DemoLeadOwner = 'staff' | 'nobody';

export interface DemoLead {
  fullName: string;
  emailId: string;
  companyName: string;
  designation: string;
  phone: string;
  priority: Priority;
  status: string;
  source: Source;
  remarks: string;
  // How a booth scan was captured, with the code's text, as the Scan screen keeps it.
  captureKind?: 'vcard' | 'mecard' | 'text';
  captureText?: string;
  // Age of the lead in hours at seeding time, so "recent" lists have a spread of times.
  hoursAgo: number;
  owner?: DemoLeadOwner;
}

export const DEMO_LEADS: DemoLead[] = [
  { fullName: 'Priya Nair', emailId: 'priya.nair@freshmart.example', companyName: 'FreshMart Retail', designation: 'Head of Operations', phone: '+91 9000000001', priority: 'high', status: 'new', source: 'booth_scan', captureKind: 'vcard', captureText: 'BEGIN:VCARD\nVERSION:3.0\nFN:Priya Nair\nORG:FreshMart Retail\nTITLE:Head of Operations\nEMAIL:priya.nair@freshmart.example\nTEL:+91 9000000001\nEND:VCARD', remarks: 'Wants a pilot of PickBot in two warehouses.', hoursAgo: 2 },
  { fullName: 'Rahul Verma', emailId: 'rahul.verma@tatamotors.example', companyName: 'Verma Motors', designation: 'Plant Manager', phone: '+91 9000000002', priority: 'high', status: 'contacted', source: 'networking', remarks: 'Asked for a quote on 12 RoamRunners.', hoursAgo: 5 },
  { fullName: 'Sofia Martins', emailId: 'sofia@lusologistics.example', companyName: 'Luso Logistics', designation: 'CTO', phone: '+351 910000003', priority: 'high', status: 'follow-up', source: 'referral', remarks: 'Follow up after the keynote on day 2.', hoursAgo: 9 },
  { fullName: 'Kenji Watanabe', emailId: 'kenji@hikari.example', companyName: 'Hikari Electronics', designation: 'Automation Lead', phone: '+81 9000000004', priority: 'high', status: 'qualified', source: 'booth_scan', captureKind: 'mecard', captureText: 'MECARD:N:Watanabe,Kenji;ORG:Hikari Electronics;TEL:+81 9000000004;EMAIL:kenji@hikari.example;;', remarks: 'Budget approved for Q3.', hoursAgo: 20 },
  { fullName: 'Anil Kumar', emailId: 'anil.kumar@medisupply.example', companyName: 'MediSupply', designation: 'Procurement Manager', phone: '+91 9000000005', priority: 'medium', status: 'new', source: 'booth_scan', captureKind: 'vcard', captureText: 'BEGIN:VCARD\nVERSION:3.0\nFN:Anil Kumar\nORG:MediSupply\nTITLE:Procurement Manager\nEMAIL:anil.kumar@medisupply.example\nTEL:+91 9000000005\nEND:VCARD', remarks: 'Interested in FleetView for hospital logistics.', hoursAgo: 26 },
  { fullName: 'Laura Becker', emailId: 'laura.becker@autoteile.example', companyName: 'Becker Autoteile', designation: 'Engineering Manager', phone: '+49 1500000006', priority: 'medium', status: 'contacted', source: 'networking', remarks: 'Send the SafeZone datasheet.', hoursAgo: 30 },
  { fullName: 'Omar Haddad', emailId: 'omar@gulfpack.example', companyName: 'GulfPack', designation: 'Operations Director', phone: '+971 500000007', priority: 'medium', status: 'nurture', source: 'manual', remarks: 'Expanding next year; keep in touch.', hoursAgo: 44, owner: 'nobody' },
  { fullName: 'Emily Clarke', emailId: 'emily.clarke@northwind.example', companyName: 'Northwind Traders', designation: 'Supply Chain Analyst', phone: '+44 7700000008', priority: 'medium', status: 'follow-up', source: 'referral', remarks: 'Book a call with her director.', hoursAgo: 50, owner: 'staff' },
  { fullName: 'Arjun Mehta', emailId: 'arjun@campuslabs.example', companyName: 'Campus Labs', designation: 'Research Fellow', phone: '+91 9000000009', priority: 'low', status: 'new', source: 'booth_scan', captureKind: 'text', captureText: 'https://campuslabs.example/people/arjun', remarks: 'Student project; add to the newsletter.', hoursAgo: 60 },
  { fullName: 'Grace Liu', emailId: 'grace.liu@brightpath.example', companyName: 'BrightPath Consulting', designation: 'Consultant', phone: '+86 1300000010', priority: 'low', status: 'nurture', source: 'networking', remarks: 'Advises clients on automation; no direct need.', hoursAgo: 72 },
  { fullName: 'Tom Becker', emailId: 'tom@smallbatch.example', companyName: 'Small Batch Foods', designation: 'Owner', phone: '+1 5550000011', priority: 'low', status: 'lost', source: 'manual', remarks: 'Too small for a robot cell today.', hoursAgo: 90 },
  { fullName: 'Fatima Zahra', emailId: 'fatima@atlastextiles.example', companyName: 'Atlas Textiles', designation: 'Production Supervisor', phone: '+212 600000012', priority: 'low', status: 'contacted', source: 'booth_scan', captureKind: 'mecard', captureText: 'MECARD:N:Zahra,Fatima;ORG:Atlas Textiles;TEL:+212 600000012;EMAIL:fatima@atlastextiles.example;;', remarks: 'Revisit after their factory move.', hoursAgo: 110 },
];

export interface DemoReferral {
  firstName: string;
  lastName: string;
  emailId: string;
  authenticationId: string;
  approve: boolean;
  reject: boolean;
}

// One of each status (approved, rejected, pending) plus a second pending one.
export const DEMO_REFERRALS: DemoReferral[] = [
  { firstName: 'Nikhil', lastName: 'Joshi', emailId: 'nikhil.joshi@example.com', authenticationId: '9822000001', approve: true, reject: false },
  { firstName: 'Sara', lastName: 'Khan', emailId: 'sara.khan@example.com', authenticationId: '9822000002', approve: false, reject: true },
  { firstName: 'Rohan', lastName: 'Desai', emailId: 'rohan.desai@example.com', authenticationId: '9822000003', approve: false, reject: false },
  { firstName: 'Leela', lastName: 'Menon', emailId: 'leela.menon@example.com', authenticationId: '9822000004', approve: false, reject: false },
];

export const DEMO_TICKET_ALLOCATIONS = [
  {
    ticketType: 'Business Visitor',
    allocatedCount: 50,
    price: 0,
    guests: [
      { guestName: 'Kavya Reddy', guestEmail: 'kavya@example.com', status: 'active' },
      { guestName: 'Manoj Pillai', guestEmail: 'manoj@example.com', status: 'used' },
      { guestName: 'Helen Park', guestEmail: 'helen@example.com', status: 'active' },
      { guestName: 'Diego Alvarez', guestEmail: 'diego@example.com', status: 'cancelled' },
      { guestName: 'Ritu Singh', guestEmail: 'ritu@example.com', status: 'active' },
    ],
  },
  {
    ticketType: 'VIP Delegate',
    allocatedCount: 10,
    price: 4999,
    guests: [
      { guestName: 'Anand Krishnan', guestEmail: 'anand@example.com', status: 'active' },
      { guestName: 'Marie Dubois', guestEmail: 'marie@example.com', status: 'used' },
    ],
  },
] as const;
