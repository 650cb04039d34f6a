// Demo badges to scan: the demo referrals' tickets (fixed codes, so a demo can type them) and a few
// attendees the organiser imported, whose tickets belong to no exhibitor. Three of those carry the
// id the event's own registration system printed on their badge (DEMO_BADGE_ID_PATTERN), so the
// event's own badges can be tried too: scan or type EXPO-100001, or EXPO-999999 which no attendee has.

/** What each demo referral told about their work, and the code printed on their badge. */
export const DEMO_REFERRAL_BADGES: Readonly<Record<string, { companyName: string; designation: string; ticketCode: string }>> = {
  'nikhil.joshi@example.com': { companyName: 'Initech', designation: 'Head of IT', ticketCode: 'GOLD-DEMO0001' },
  'sara.khan@example.com': { companyName: 'Globex Logistics', designation: 'Operations Lead', ticketCode: 'GOLD-DEMO0002' },
  'rohan.desai@example.com': { companyName: 'Umbrella Retail', designation: 'Supply Chain Analyst', ticketCode: 'GOLD-DEMO0003' },
  'leela.menon@example.com': { companyName: 'Stark Warehousing', designation: 'Automation Engineer', ticketCode: 'GOLD-DEMO0004' },
};

/** Borealis' referral, so the other company's badge can be scanned too. */
export const DEMO_BOREALIS_REFERRAL_CODE = 'GOLD-DEMO0005';

/** The demo event's badge ids: its registration system's `EXPO-` and six digits. */
export const DEMO_BADGE_ID_PATTERN = '^EXPO-[0-9]{6}$';

/** A badge id in the demo event's shape that no demo attendee has: it makes an "Unknown badge" lead. */
export const DEMO_UNKNOWN_BADGE_ID = 'EXPO-999999';

export interface DemoAttendee {
  guestName: string;
  guestEmail: string;
  attendeeCompany: string;
  attendeeDesignation: string;
  attendeePhone: string;
  ticketType: string;
  ticketCode: string;
  /** The id on the badge the event's registration system printed; absent for one, as lists have gaps. */
  externalBadgeId?: string;
}

export const DEMO_ATTENDEES: readonly DemoAttendee[] = [
  {
    guestName: 'Priya Nair',
    guestEmail: 'priya.nair@initech.example',
    attendeeCompany: 'Initech',
    attendeeDesignation: 'Procurement Manager',
    attendeePhone: '+91 9833000001',
    ticketType: 'Visitor',
    ticketCode: 'GTE26-VIS-0001',
    externalBadgeId: 'EXPO-100001',
  },
  {
    guestName: 'Tomás Herrera',
    guestEmail: 'tomas.herrera@hooli.example',
    attendeeCompany: 'Hooli Manufacturing',
    attendeeDesignation: 'Plant Director',
    attendeePhone: '+34 612000002',
    ticketType: 'Visitor',
    ticketCode: 'GTE26-VIS-0002',
    externalBadgeId: 'EXPO-100002',
  },
  {
    guestName: 'Aiko Tanaka',
    guestEmail: 'aiko.tanaka@soylent.example',
    attendeeCompany: 'Soylent Foods',
    attendeeDesignation: 'Head of Logistics',
    attendeePhone: '+81 9012000003',
    ticketType: 'Delegate',
    ticketCode: 'GTE26-DEL-0001',
    externalBadgeId: 'EXPO-100003',
  },
  {
    guestName: 'Farhan Qureshi',
    guestEmail: 'farhan.qureshi@wayne.example',
    attendeeCompany: 'Wayne Freight',
    attendeeDesignation: 'CTO',
    attendeePhone: '+91 9833000004',
    ticketType: 'Delegate',
    ticketCode: 'GTE26-DEL-0002',
  },
];
