/** Screens that later work fills in; until then each shows an honest "coming soon" card. */
export type PlaceholderScreen = {
  path: string;
  title: string;
  subtitle?: string;
  /** One sentence: what the screen will do. */
  description: string;
};

/** Inside the signed-in shell. */
export const appPlaceholderScreens: PlaceholderScreen[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    description: "Today's appointments, weekly totals, no-shows and revenue at a glance.",
  },
  {
    path: '/calendar',
    title: 'Calendar',
    subtitle: 'Manage your appointments',
    description: "A month view of every appointment, with today's schedule beside it.",
  },
  {
    path: '/appointments',
    title: 'All Appointments',
    description: 'Search, filter and update the status of every appointment.',
  },
  {
    path: '/chat',
    title: 'Chat',
    subtitle: 'Communicate with your clients',
    description: 'Real-time conversations with your clients, linked to their appointments.',
  },
  { path: '/staff', title: 'Staff', description: 'Your team members, their roles, pay and permissions.' },
  {
    path: '/reports',
    title: 'Reports and Analytics',
    description: 'Revenue, services, staff and inventory figures for any period.',
  },
  {
    path: '/locations',
    title: 'Locations',
    description: 'Each of your locations with its address, timezone and business hours.',
  },
  {
    path: '/payroll',
    title: 'Payroll',
    description: 'Time entries, pay periods and what each team member is owed.',
  },
  {
    path: '/automation',
    title: 'Automation',
    description: 'Automatic reminders, follow-ups, campaigns and offers.',
  },
  {
    path: '/products',
    title: 'Products',
    subtitle: 'Manage your inventory',
    description: 'Your retail products, categories, stock levels and low-stock alerts.',
  },
  {
    path: '/sales',
    title: 'Sales',
    subtitle: 'Track your sales and revenue',
    description: 'Record sales and follow your revenue day by day.',
  },
  {
    path: '/pos',
    title: 'Point of Sale',
    description: 'Ring up products at the counter and take cash, card or check.',
  },
  { path: '/payments', title: 'Payments', description: 'Every transaction, its status and payment method.' },
  {
    path: '/reviews',
    title: 'Reviews',
    description: 'What your clients say, with your average rating and breakdown.',
  },
  {
    path: '/clients',
    title: 'Clients',
    description: 'Your client list with contact details, notes and visit history.',
  },
  { path: '/subscribe', title: 'Subscribe', description: 'Choose a plan and start your 3-month free trial.' },
  {
    path: '/timezone',
    title: 'Timezone & Availability',
    description: 'Your business timezone and the weekly hours clients can book.',
  },
];

/** Open to anyone, signed in or not. */
export const publicPlaceholderScreens: PlaceholderScreen[] = [
  {
    path: '/promo',
    title: 'Early-bird launch offer',
    description: 'Three months free, then half price, for the first 500 registrations.',
  },
  {
    path: '/booking',
    title: 'Book an Appointment',
    description: 'Pick a service and a free time, and book it in a minute.',
  },
  {
    path: '/business',
    title: 'Business profile',
    description: "A business's contact details, hours, services and reviews.",
  },
  {
    path: '/directory',
    title: 'Business Directory',
    description: 'Find a business by name, category, city, price or rating, and book online.',
  },
  {
    path: '/features',
    title: 'Features',
    description: 'A tour of every Frontdesk feature and the plan it comes with.',
  },
  {
    path: '/client',
    title: 'Client Portal',
    description: 'See your profile and appointments, and book your next visit.',
  },
];
