/** The fixed content of the demo business: who works there, what it sells, who its clients are. */

export const DEMO_TIMEZONE = 'America/New_York';

export const DEMO_OWNER = { firstName: 'Avery', lastName: 'Morgan' } as const;

export const DEMO_BUSINESS = {
  name: 'Willow & Sage Salon',
  description:
    'A calm, light-filled neighborhood salon and spa offering precision cuts, dimensional color, ' +
    'restorative facials and nail care. Our team uses low-tox products and takes time to get to know you.',
  category: 'Hair Salon',
  address: '218 Linden Avenue',
  city: 'Montclair',
  state: 'NJ',
  zip: '07042',
  phone: '(555) 010-4422',
  email: 'hello@willowandsage.example.com',
  website: 'https://willowandsage.example.com',
  hoursText: 'Mon-Fri 9AM-6PM, Sat 9AM-3PM',
  priceRange: '$$',
  specialties: ['Balayage', 'Precision cuts', 'Low-tox color', 'Restorative facials'],
  // Booking settings: clients book online up to 90 days ahead, at least 2 hours before (spec §9's taxes
  // stay the defaults: 10% on the Sales screen, 8% at the POS).
  bookingWindowDays: 90,
  minNoticeMinutes: 120,
} as const;

export type DemoServiceKey =
  | 'womensCut'
  | 'mensCut'
  | 'color'
  | 'blowout'
  | 'conditioning'
  | 'manicure'
  | 'pedicure'
  | 'facial';

export const DEMO_SERVICES: readonly {
  key: DemoServiceKey;
  name: string;
  duration: number;
  priceCents: number;
  description: string;
  /** Minutes the stylist keeps free after it (cleanup); absent: none. */
  bufferAfterMinutes?: number;
}[] = [
  {
    key: 'womensCut',
    name: "Women's Haircut",
    duration: 60,
    priceCents: 6500,
    description: 'Consultation, shampoo, precision cut and a finished style.',
  },
  {
    key: 'mensCut',
    name: "Men's Haircut",
    duration: 30,
    priceCents: 3500,
    description: 'Clipper or scissor cut with a neck clean-up and styling.',
  },
  {
    key: 'color',
    name: 'Color & Highlights',
    duration: 120,
    priceCents: 14500,
    description: 'All-over color or foil highlights with toner, gloss and blow-dry.',
    bufferAfterMinutes: 10,
  },
  {
    key: 'blowout',
    name: 'Blowout',
    duration: 45,
    priceCents: 4500,
    description: 'Wash and a smooth, voluminous blow-dry that lasts for days.',
  },
  {
    key: 'conditioning',
    name: 'Deep Conditioning',
    duration: 30,
    priceCents: 3000,
    description: 'Bond-repair mask with gentle heat for dry or color-treated hair.',
  },
  {
    key: 'manicure',
    name: 'Manicure',
    duration: 45,
    priceCents: 3500,
    description: 'Shaping, cuticle care, hand massage and polish of your choice.',
  },
  {
    key: 'pedicure',
    name: 'Spa Pedicure',
    duration: 60,
    priceCents: 5000,
    description: 'Warm soak, exfoliation, callus care, massage and polish.',
    bufferAfterMinutes: 15,
  },
  {
    key: 'facial',
    name: 'Facial',
    duration: 60,
    priceCents: 8500,
    description: 'Customized cleanse, exfoliation, extractions, mask and hydration.',
  },
];

export const STAFF_PERMISSIONS = {
  full: {
    manageAppointments: true,
    manageClients: true,
    manageServices: true,
    manageProducts: true,
    processSales: true,
    manageStaff: true,
    viewReports: true,
  },
  senior: {
    manageAppointments: true,
    manageClients: true,
    manageServices: false,
    manageProducts: true,
    processSales: true,
    manageStaff: false,
    viewReports: true,
  },
  standard: {
    manageAppointments: true,
    manageClients: true,
    manageServices: false,
    manageProducts: false,
    processSales: true,
    manageStaff: false,
    viewReports: false,
  },
} as const;

/** The owner's own staff row (created by sign-up) gets these details. */
export const DEMO_OWNER_STAFF = {
  employeeId: 'WS-001',
  phone: '(555) 010-4423',
  department: 'Management',
  position: 'Owner & Lead Stylist',
  hireDate: '2019-03-01',
  salary: '68000.00',
  permissions: STAFF_PERMISSIONS.full,
  services: ['womensCut', 'mensCut', 'blowout', 'conditioning'] as DemoServiceKey[],
  /** Runs the business too, so takes fewer chairs a day. */
  weight: 2,
};

export const DEMO_STAFF = [
  {
    firstName: 'Jordan',
    lastName: 'Reyes',
    email: 'jordan.reyes@willowandsage.example.com',
    employeeId: 'WS-002',
    phone: '(555) 010-5571',
    role: 'manager' as const,
    department: 'Hair',
    position: 'Senior Stylist',
    hireDate: '2020-06-15',
    salary: null,
    hourlyRate: '32.00',
    permissions: STAFF_PERMISSIONS.senior,
    services: ['womensCut', 'mensCut', 'blowout', 'conditioning'] as DemoServiceKey[],
    weight: 3,
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya.raman@willowandsage.example.com',
    employeeId: 'WS-003',
    phone: '(555) 010-6184',
    role: 'staff' as const,
    department: 'Hair',
    position: 'Colorist',
    hireDate: '2021-09-07',
    salary: null,
    hourlyRate: '30.00',
    permissions: STAFF_PERMISSIONS.standard,
    services: ['color', 'color', 'womensCut', 'conditioning'] as DemoServiceKey[],
    weight: 3,
  },
  {
    firstName: 'Mei',
    lastName: 'Tanaka',
    email: 'mei.tanaka@willowandsage.example.com',
    employeeId: 'WS-004',
    phone: '(555) 010-7390',
    role: 'contractor' as const,
    department: 'Nails & Skin',
    position: 'Nail Technician & Esthetician',
    hireDate: '2023-02-20',
    salary: null,
    hourlyRate: '26.50',
    permissions: STAFF_PERMISSIONS.standard,
    services: ['manicure', 'manicure', 'pedicure', 'facial'] as DemoServiceKey[],
    weight: 3,
  },
];

export const DEMO_CLIENT_NAMES = [
  'Olivia Bennett',
  'Marcus Johnson',
  'Sofia Ramirez',
  'Ethan Caldwell',
  'Aisha Okafor',
  'Hannah Kim',
  'Daniel Whitaker',
  'Isabella Rossi',
  'Noah Fischer',
  'Grace Liu',
  'Chloe Dubois',
  'Jamal Washington',
  'Emily Carter',
  'Lucas Moreau',
  'Zoe Anderson',
  'Priscilla Nguyen',
  'Benjamin Hart',
  'Fatima Haddad',
  'Lily Thompson',
  'Samuel Osei',
  'Mia Castellano',
  'Ryan O\u2019Connor',
  'Ava Sullivan',
  'Diego Alvarez',
  'Natalie Brooks',
  'Kenji Watanabe',
  'Charlotte Hughes',
  'Leah Goldberg',
  'Tyler Morrison',
  'Amara Mensah',
  'Julia Novak',
  'Gabriel Silva',
  'Harper Collins',
  'Nadia Petrova',
  'Owen Gallagher',
  'Ruby Patel',
  'Elena Vasquez',
  'Theo Lindqvist',
  'Maya Freeman',
  'Caroline Ashford',
  'Victor Chen',
  'Imani Greene',
  'Sarah Mitchell',
  'Rosa Delgado',
  'Claire Donovan',
] as const;

export const DEMO_CLIENT_NOTES = [
  'Prefers a quiet appointment; no small talk needed.',
  'Sensitive scalp. Use the fragrance-free line.',
  'Allergic to latex. Nitrile gloves only.',
  'Likes a strong espresso on arrival.',
  'Growing out a pixie cut; trim the nape only.',
  'Natural level 6, currently warm copper. Formula on file.',
  'Usually books with a friend; try to pair appointments.',
  'Prefers text reminders over email.',
  'Pregnant. No chemical peels until further notice.',
  'Runs 10 minutes late most visits; book a buffer after.',
  'Referred by Olivia Bennett.',
  'Gel polish removal needed at every visit.',
] as const;

export const DEMO_STREETS = [
  'Maple Street',
  'Bloomfield Avenue',
  'Park Street',
  'Valley Road',
  'Orange Road',
  'Grove Street',
  'Church Street',
  'Walnut Street',
] as const;

export const APPOINTMENT_NOTES = {
  booked: [
    'First visit. Bring inspiration photos.',
    'Wants to go two shades lighter for summer.',
    'Trim only, keep the length.',
    'Event on Saturday; soft waves please.',
    'Add a gloss if there is time.',
    'Asked for the fragrance-free products.',
    'Booked online; confirm the color formula.',
  ],
  cancelled: [
    'Cancelled by client: schedule conflict.',
    'Client is unwell and will rebook.',
    'Cancelled by client: traveling for work.',
    'Rescheduled to a later date.',
  ],
  noShow: ['No call, no show.', 'Did not arrive; left a voicemail.'],
} as const;

export type DemoCategoryKey = 'hair' | 'styling' | 'skin' | 'nails' | 'tools';

export const DEMO_CATEGORIES: readonly { key: DemoCategoryKey; name: string; description: string }[] = [
  { key: 'hair', name: 'Hair Care', description: 'Shampoos, conditioners and treatments.' },
  { key: 'styling', name: 'Styling', description: 'Sprays, creams and pastes for finishing.' },
  { key: 'skin', name: 'Skin Care', description: 'Cleansers, serums and moisturizers.' },
  { key: 'nails', name: 'Nail Care', description: 'Polish, base and top coats, cuticle care.' },
  { key: 'tools', name: 'Tools', description: 'Brushes, dryers and accessories.' },
];

export type DemoProduct = {
  sku: string;
  name: string;
  category: DemoCategoryKey;
  description: string;
  priceCents: number;
  costCents: number;
  barcode: string;
  /** What is left on the shelf after the seeded sales. */
  stockAfterSales: number;
  weight?: string;
  dimensions?: string;
  tags: string[];
};

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    sku: 'HC-001',
    name: 'Hydrating Shampoo 300 ml',
    category: 'hair',
    description: 'Sulfate-free shampoo with aloe and glycerin for dry hair.',
    priceCents: 2400,
    costCents: 950,
    barcode: '850012340011',
    stockAfterSales: 22,
    weight: '0.340',
    tags: ['sulfate-free', 'hydrating'],
  },
  {
    sku: 'HC-002',
    name: 'Hydrating Conditioner 300 ml',
    category: 'hair',
    description: 'Lightweight detangling conditioner that pairs with the hydrating shampoo.',
    priceCents: 2600,
    costCents: 1025,
    barcode: '850012340028',
    stockAfterSales: 18,
    weight: '0.340',
    tags: ['hydrating'],
  },
  {
    sku: 'HC-003',
    name: 'Color Protect Shampoo 250 ml',
    category: 'hair',
    description: 'Keeps color vibrant with UV filters and a low-pH formula.',
    priceCents: 2800,
    costCents: 1100,
    barcode: '850012340035',
    stockAfterSales: 4,
    weight: '0.290',
    tags: ['color-safe'],
  },
  {
    sku: 'HC-004',
    name: 'Argan Oil Repair Mask',
    category: 'hair',
    description: 'Weekly bond-repair mask with cold-pressed argan oil.',
    priceCents: 3200,
    costCents: 1280,
    barcode: '850012340042',
    stockAfterSales: 11,
    weight: '0.250',
    tags: ['repair', 'treatment'],
  },
  {
    sku: 'ST-001',
    name: 'Texturizing Sea Salt Spray',
    category: 'styling',
    description: 'Beachy, touchable texture without crunch.',
    priceCents: 2200,
    costCents: 840,
    barcode: '850012340059',
    stockAfterSales: 14,
    tags: ['texture'],
  },
  {
    sku: 'ST-002',
    name: 'Flexible Hold Hairspray',
    category: 'styling',
    description: 'Brushable hold with humidity resistance.',
    priceCents: 1900,
    costCents: 710,
    barcode: '850012340066',
    stockAfterSales: 3,
    tags: ['hold'],
  },
  {
    sku: 'ST-003',
    name: 'Smoothing Blowout Cream',
    category: 'styling',
    description: 'Heat protection to 450\u00b0F with frizz control.',
    priceCents: 2700,
    costCents: 1060,
    barcode: '850012340073',
    stockAfterSales: 16,
    tags: ['heat-protect', 'smoothing'],
  },
  {
    sku: 'ST-004',
    name: 'Matte Styling Paste',
    category: 'styling',
    description: 'Medium hold, zero shine; ideal for short cuts.',
    priceCents: 2100,
    costCents: 800,
    barcode: '850012340080',
    stockAfterSales: 9,
    tags: ['matte', 'men'],
  },
  {
    sku: 'SC-001',
    name: 'Gentle Foaming Cleanser',
    category: 'skin',
    description: 'pH-balanced daily cleanser for all skin types.',
    priceCents: 3000,
    costCents: 1150,
    barcode: '850012340097',
    stockAfterSales: 12,
    tags: ['cleanser'],
  },
  {
    sku: 'SC-002',
    name: 'Vitamin C Brightening Serum',
    category: 'skin',
    description: '15% vitamin C with ferulic acid for an even tone.',
    priceCents: 5800,
    costCents: 2100,
    barcode: '850012340103',
    stockAfterSales: 2,
    tags: ['serum', 'brightening'],
  },
  {
    sku: 'SC-003',
    name: 'Daily Moisturizer SPF 30',
    category: 'skin',
    description: 'Mineral sunscreen moisturizer with no white cast.',
    priceCents: 4200,
    costCents: 1600,
    barcode: '850012340110',
    stockAfterSales: 10,
    tags: ['spf', 'moisturizer'],
  },
  {
    sku: 'NC-001',
    name: 'Nourishing Cuticle Oil',
    category: 'nails',
    description: 'Jojoba and vitamin E pen for on-the-go cuticle care.',
    priceCents: 1400,
    costCents: 450,
    barcode: '850012340127',
    stockAfterSales: 25,
    tags: ['cuticle'],
  },
  {
    sku: 'NC-002',
    name: 'Strengthening Base Coat',
    category: 'nails',
    description: 'Keratin-infused base coat for thin, peeling nails.',
    priceCents: 1600,
    costCents: 525,
    barcode: '850012340134',
    stockAfterSales: 13,
    tags: ['base-coat'],
  },
  {
    sku: 'NC-003',
    name: 'Quick-Dry Top Coat',
    category: 'nails',
    description: 'High-gloss top coat that dries in 60 seconds.',
    priceCents: 1600,
    costCents: 525,
    barcode: '850012340141',
    stockAfterSales: 17,
    tags: ['top-coat'],
  },
  {
    sku: 'TL-001',
    name: 'Detangling Brush',
    category: 'tools',
    description: 'Flexible bristles that glide through wet or dry hair.',
    priceCents: 1800,
    costCents: 650,
    barcode: '850012340158',
    stockAfterSales: 20,
    dimensions: '22 x 7 x 4 cm',
    tags: ['brush'],
  },
  {
    sku: 'TL-002',
    name: 'Ceramic Round Brush 43 mm',
    category: 'tools',
    description: 'Ceramic barrel with boar bristles for smooth blowouts.',
    priceCents: 3400,
    costCents: 1300,
    barcode: '850012340165',
    stockAfterSales: 7,
    dimensions: '25 x 5 x 5 cm',
    tags: ['brush', 'blowout'],
  },
  {
    sku: 'TL-003',
    name: 'Ionic Travel Hair Dryer',
    category: 'tools',
    description: 'Compact 1200 W dryer with folding handle and dual voltage.',
    priceCents: 8900,
    costCents: 3800,
    barcode: '850012340172',
    stockAfterSales: 0,
    weight: '0.520',
    dimensions: '20 x 16 x 8 cm',
    tags: ['dryer', 'travel'],
  },
];

export const SALE_NOTES = [
  'Gift wrapped.',
  'Client asked for samples of the matching conditioner.',
  'Bought after the consultation.',
  'Restock reminder requested.',
] as const;

/** `about` links the review to a completed appointment of that service (and staff member, by employee id). */
export type ReviewTemplate = {
  rating: number;
  title: string;
  comment: string;
  about?: { service: DemoServiceKey; employeeId?: string };
};

export const REVIEW_TEMPLATES: readonly ReviewTemplate[] = [
  {
    rating: 5,
    title: 'Best haircut I have had in years',
    about: { service: 'womensCut', employeeId: 'WS-002' },
    comment:
      'Jordan listened to exactly what I wanted and gave me a cut that grows out beautifully. The salon is calm and spotless, and I was in and out on time.',
  },
  {
    rating: 5,
    title: 'Color is perfect',
    about: { service: 'color', employeeId: 'WS-003' },
    comment:
      'Priya matched my inspiration photo almost exactly. She explained the whole process, kept checking in, and the toner came out soft and natural. Already booked my next appointment.',
  },
  {
    rating: 4,
    title: 'Lovely manicure',
    about: { service: 'manicure' },
    comment:
      'Mei is meticulous and the polish lasted a full two weeks without chipping. Only wish there were more evening slots during the week.',
  },
  {
    rating: 5,
    title: 'Relaxing facial',
    about: { service: 'facial' },
    comment:
      'The facial was so relaxing I almost fell asleep. My skin felt calm and glowy for days, and there was no hard sell on products afterward.',
  },
  {
    rating: 3,
    title: 'Good cut, long wait',
    about: { service: 'womensCut' },
    comment:
      'The haircut itself was great, but I waited almost 20 minutes past my appointment time. The front desk apologized and offered a discount on products.',
  },
  {
    rating: 5,
    title: 'Finally found my salon',
    comment:
      'After moving to the area I tried four salons. Willow & Sage is the one. Friendly team, fair prices and they remember how I like my hair.',
  },
  {
    rating: 4,
    title: 'Great blowout before a wedding',
    about: { service: 'blowout' },
    comment:
      'My blowout held through a full day of dancing in humid weather. Booking online was easy and I got a reminder the day before.',
  },
  {
    rating: 5,
    title: 'Quick and sharp',
    about: { service: 'mensCut' },
    comment:
      'Solid men\u2019s cut in thirty minutes, with a clean neckline and a quick lesson on how to style it at home. Will be back every four weeks.',
  },
  {
    rating: 4,
    title: 'Pedicure heaven',
    about: { service: 'pedicure' },
    comment:
      'The spa pedicure was thorough and the massage was the best part. The chairs could be a little more comfortable, but I will definitely return.',
  },
  {
    rating: 5,
    title: 'Gentle with sensitive skin',
    about: { service: 'facial' },
    comment:
      'I have very reactive skin and was nervous. The esthetician asked about everything I use and chose products that left no redness at all.',
  },
  {
    rating: 3,
    title: 'Not quite what I asked for',
    about: { service: 'color' },
    comment:
      'The highlights were a bit warmer than I wanted. They offered a free toner visit the next week, which fixed it, so I appreciate the follow-up.',
  },
  {
    rating: 5,
    title: 'Deep conditioning saved my hair',
    about: { service: 'conditioning' },
    comment:
      'After a summer at the beach my hair was straw. One deep conditioning treatment and it feels soft again. Bought the repair mask to keep it up at home.',
  },
  {
    rating: 5,
    title: 'Welcoming for the whole family',
    comment:
      'I brought my teenage son and myself for cuts on the same afternoon. Both came out great and the team made him feel comfortable.',
  },
  {
    rating: 4,
    title: 'Beautiful space, skilled team',
    comment:
      'Plants everywhere, good music and a great cup of tea. My cut was precise. Parking nearby can be tricky on Saturdays.',
  },
];

/** Reviewers who found the salon without a booking on file (walk-ins, gift cards, events). */
export const WALK_IN_REVIEWERS = [
  { name: 'Tessa Morales', email: 'tessa.morales@example.net' },
  { name: 'Brandon Lee', email: 'brandon.lee@example.com' },
  { name: 'Ingrid Halvorsen', email: 'ingrid.h@example.net' },
  { name: 'Carmen Ortiz', email: 'carmen.ortiz@example.com' },
] as const;

/** Each conversation: who speaks (client or business) and how many minutes after the previous message. */
export const CHAT_SCRIPTS: readonly { from: 'client' | 'user'; text: string; afterMinutes: number }[][] = [
  [
    { from: 'client', text: 'Hi! Is it okay if I bring a friend along to my appointment?', afterMinutes: 0 },
    { from: 'user', text: 'Of course! Would your friend like to book a service too?', afterMinutes: 6 },
    { from: 'client', text: 'Maybe a blowout, if there is an opening at the same time.', afterMinutes: 4 },
    {
      from: 'user',
      text: 'Jordan has a blowout slot right after yours. Want me to hold it?',
      afterMinutes: 9,
    },
    { from: 'client', text: 'Yes please, thank you so much!', afterMinutes: 3 },
  ],
  [
    { from: 'client', text: 'Good morning, do you carry the vitamin C serum in stock?', afterMinutes: 0 },
    {
      from: 'user',
      text: 'We have two left on the shelf. Should I set one aside for you?',
      afterMinutes: 12,
    },
    { from: 'client', text: 'That would be great. I can pick it up at my appointment.', afterMinutes: 5 },
    { from: 'client', text: 'Also, could I add a deep conditioning treatment?', afterMinutes: 2 },
  ],
  [
    {
      from: 'user',
      text: 'Hi! Just confirming your color appointment. Any changes since last time?',
      afterMinutes: 0,
    },
    {
      from: 'client',
      text: 'I would like to go a little lighter around the face this time.',
      afterMinutes: 25,
    },
    { from: 'user', text: 'Noted. Priya will add some face-framing highlights.', afterMinutes: 8 },
    { from: 'client', text: 'Perfect. Running about 5 minutes late, sorry!', afterMinutes: 40 },
  ],
];
