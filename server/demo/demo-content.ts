// The demo event's content: FAQs, the organiser's and the exhibitor's resources, and products.

export const DEMO_FAQS = [
  {
    type: 'General',
    question: 'When are the exhibition halls open?',
    answer: '<p>Halls are open <strong>10:00 to 18:00</strong> every day. Exhibitors may enter from 08:30.</p>',
  },
  {
    type: 'General',
    question: 'Is there Wi-Fi at the venue?',
    answer: '<p>Yes. Join <code>GTE-Exhibitors</code>; the password is printed on your badge.</p>',
  },
  {
    type: 'Passes & Badges',
    question: 'How do I register staff on my exhibitor passes?',
    answer:
      '<p>Open <em>Tickets &amp; Passes</em>, choose a pass and press <strong>Register</strong>. Each registration uses one pass.</p>',
  },
  {
    type: 'Passes & Badges',
    question: 'Where do I collect badges?',
    answer: '<p>At the exhibitor desk in the <strong>Hall A foyer</strong>. Bring a photo ID.</p>',
  },
  {
    type: 'Logistics',
    question: 'When can we build and dismantle the booth?',
    answer:
      '<ul><li>Build-up: the two days before opening, 08:00 to 22:00.</li><li>Dismantling: after 18:00 on the last day.</li></ul>',
  },
  {
    type: 'Logistics',
    question: 'How do we ship goods to the venue?',
    answer:
      '<p>Use the official freight forwarder. Label each box with your company name and booth number; see the <a href="https://globaltechexpo.example/logistics">logistics guide</a>.</p>',
  },
  {
    type: 'Leads',
    question: 'How are leads captured?',
    answer: '<p>Scan visitor badges with the event app. Leads appear under <em>Lead Management</em> within a minute.</p>',
  },
] as const;

export const DEMO_EVENT_RESOURCES = [
  {
    category: 'Exhibitor Manual',
    title: 'Exhibitor Manual 2026',
    description: 'Rules, deadlines and contacts for exhibitors.',
    type: 'pdf',
    attachment: 'demo/exhibitor-manual.pdf',
    fileType: 'application/pdf',
    downloadCount: 128,
  },
  {
    category: 'Exhibitor Manual',
    title: 'Hall Floor Plan',
    description: 'Booth numbers and hall layout.',
    type: 'pdf',
    attachment: 'demo/floor-plan.pdf',
    fileType: 'application/pdf',
    downloadCount: 96,
  },
  {
    category: 'Marketing Kit',
    title: 'Event Logo Pack',
    description: 'Logos for your invitations and social posts.',
    type: 'image',
    attachment: 'demo/event-logo.png',
    fileType: 'image/png',
    downloadCount: 54,
  },
  {
    category: 'Marketing Kit',
    title: 'Brand Guidelines',
    description: 'How to use the event name and colours.',
    type: 'pdf',
    attachment: 'demo/brand-guidelines.pdf',
    fileType: 'application/pdf',
    downloadCount: 31,
  },
] as const;

export const DEMO_EXHIBITOR_RESOURCES = [
  {
    title: 'Acme Product Brochure',
    description: 'Our collaborative arms and mobile robots.',
    type: 'pdf',
    attachment: 'demo/acme-robotics-brochure.pdf',
    fileType: 'application/pdf',
    downloadCount: 12,
  },
  {
    title: 'PickBot Demo Video',
    description: 'Two minutes of PickBot X1 on a live line.',
    type: 'link',
    attachment: 'https://acme-robotics.example/videos/pickbot-x1',
    fileType: 'text/html',
    downloadCount: 7,
  },
] as const;

export const DEMO_PRODUCTS = [
  {
    productName: 'PickBot X1',
    productDescription: 'Collaborative picking arm with a 7 kg payload and built-in vision.',
    productLink: 'https://acme-robotics.example/products/pickbot-x1',
    productLogo: 'demo/acme-robotics-logo.png',
    productImage: 'demo/pickbot-x1.png',
    brochureUrl: 'https://acme-robotics.example/brochures/pickbot-x1.pdf',
  },
  {
    productName: 'RoamRunner AMR',
    productDescription: 'Autonomous mobile robot that moves totes between stations, 300 kg payload.',
    productLink: 'https://acme-robotics.example/products/roamrunner',
    productLogo: 'demo/acme-robotics-logo.png',
    productImage: null,
    brochureUrl: 'https://acme-robotics.example/brochures/roamrunner.pdf',
  },
  {
    productName: 'FleetView',
    productDescription: 'Fleet dashboard: robot health, throughput and alerts in one place.',
    productLink: 'https://acme-robotics.example/products/fleetview',
    productLogo: null,
    productImage: null,
    brochureUrl: null,
  },
  {
    productName: 'SafeZone Scanner',
    productDescription: 'Safety laser scanner that slows robots when people come close.',
    productLink: 'https://acme-robotics.example/products/safezone',
    productLogo: null,
    productImage: null,
    brochureUrl: 'https://acme-robotics.example/brochures/safezone.pdf',
  },
] as const;

// One request waiting for the organiser, from the second exhibitor, so the console's Support inbox
// and its header count have something to show on a new installation.
export const DEMO_SUPPORT_REQUEST = {
  name: 'Ingrid Halvorsen',
  email: 'ingrid@borealis-analytics.example',
  subject: 'Extra power socket at C-112',
  category: 'technical',
  priority: 'medium',
  message: 'Our demo rack needs a second 16 A socket at booth C-112. Can one be added before build-up ends?',
} as const;
