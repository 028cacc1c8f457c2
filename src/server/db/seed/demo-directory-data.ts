import type { DirectoryCategory, PriceRange } from '../../../contract/directory';

/**
 * Neighbours of the demo salon, listed in the directory so a new user's directory isn't a list of one.
 * Each is a real business row with staff hours, services and client reviews: its card, its public page and
 * its booking page all work. Nobody signs in to them.
 */
export type NeighbourBusiness = {
  name: string;
  slug: string;
  category: DirectoryCategory;
  description: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  website: string | null;
  priceRange: PriceRange;
  timezone: string;
  specialties: string[];
  /** Paid plan (the card's Premium badge), and whether the business email was confirmed (Verified). */
  tier: 'free' | 'basic' | 'premium' | 'enterprise';
  verified: boolean;
  staff: { firstName: string; lastName: string; days: number[]; start: string; end: string }[];
  services: { name: string; description: string; duration: number; price: string }[];
  reviews: { rating: number; title: string; comment: string; reviewerName: string; daysAgo: number }[];
};

export const NEIGHBOUR_BUSINESSES: NeighbourBusiness[] = [
  {
    name: 'Blue Lotus Day Spa',
    slug: 'blue-lotus-day-spa',
    category: 'Day Spa',
    description:
      'A quiet downtown retreat for deep-tissue massage, hot stone therapy and hydrating facials, with a eucalyptus steam room.',
    address: '44 Church Street',
    city: 'Montclair',
    state: 'NJ',
    zip: '07042',
    phone: '(555) 013-2201',
    email: 'relax@bluelotus.example.com',
    website: 'https://bluelotus.example.com',
    priceRange: '$$$',
    timezone: 'America/New_York',
    specialties: ['Hot stone massage', 'Hydrafacial', 'Couples massage', 'Aromatherapy'],
    tier: 'enterprise',
    verified: true,
    staff: [
      { firstName: 'Maya', lastName: 'Okafor', days: [2, 3, 4, 5, 6], start: '10:00', end: '19:00' },
      { firstName: 'Lena', lastName: 'Brandt', days: [0, 5, 6], start: '10:00', end: '16:00' },
    ],
    services: [
      {
        name: 'Swedish Massage (60 min)',
        description: 'Full-body relaxation massage.',
        duration: 60,
        price: '95.00',
      },
      {
        name: 'Hot Stone Massage',
        description: 'Warm basalt stones and long strokes.',
        duration: 90,
        price: '140.00',
      },
      {
        name: 'Hydrating Facial',
        description: 'Cleanse, exfoliate, mask and massage.',
        duration: 60,
        price: '110.00',
      },
    ],
    reviews: [
      {
        rating: 5,
        title: 'Best massage in town',
        comment: 'Maya found every knot in my shoulders. I left floating.',
        reviewerName: 'Grace P.',
        daysAgo: 6,
      },
      {
        rating: 5,
        title: 'Perfect anniversary gift',
        comment: 'We booked the couples massage and it was calm, warm and unhurried.',
        reviewerName: 'Daniel K.',
        daysAgo: 19,
      },
      {
        rating: 4,
        title: 'Lovely facial',
        comment: 'My skin glowed for days. The room was a little cold at first.',
        reviewerName: 'Priya S.',
        daysAgo: 33,
      },
      {
        rating: 5,
        title: 'A real retreat',
        comment: 'The steam room before the hot stone massage is a must. Very clean.',
        reviewerName: 'Hannah W.',
        daysAgo: 52,
      },
    ],
  },
  {
    name: 'Sharp & Co. Barbers',
    slug: 'sharp-and-co-barbers',
    category: 'Barbershop',
    description: 'Classic cuts, skin fades and hot towel shaves in a friendly shop with walk-ins welcome.',
    address: '9 Valley Road',
    city: 'Montclair',
    state: 'NJ',
    zip: '07043',
    phone: '(555) 013-8890',
    email: 'book@sharpandco.example.com',
    website: null,
    priceRange: '$',
    timezone: 'America/New_York',
    specialties: ['Skin fades', 'Hot towel shave', 'Beard trims'],
    tier: 'basic',
    verified: true,
    staff: [
      { firstName: 'Marcus', lastName: 'Reyes', days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '18:00' },
      { firstName: 'Theo', lastName: 'Grant', days: [3, 4, 5, 6], start: '11:00', end: '20:00' },
    ],
    services: [
      {
        name: 'Classic Cut',
        description: 'Scissor or clipper cut, wash and style.',
        duration: 30,
        price: '32.00',
      },
      {
        name: 'Skin Fade',
        description: 'Zero fade blended to any length on top.',
        duration: 45,
        price: '38.00',
      },
      {
        name: 'Hot Towel Shave',
        description: 'Straight razor, hot towels, aftershave balm.',
        duration: 30,
        price: '35.00',
      },
    ],
    reviews: [
      {
        rating: 5,
        title: 'Cleanest fade',
        comment: 'Marcus takes his time and the fade lasts. Fair price too.',
        reviewerName: 'Jordan B.',
        daysAgo: 3,
      },
      {
        rating: 4,
        title: 'Solid barbers',
        comment: 'Good cut, a short wait on Saturday even with a booking.',
        reviewerName: 'Luis M.',
        daysAgo: 15,
      },
      {
        rating: 5,
        title: 'The shave is worth it',
        comment: 'Hot towel shave was relaxing and close without any irritation.',
        reviewerName: 'Sam T.',
        daysAgo: 40,
      },
      {
        rating: 4,
        title: 'My regular spot',
        comment: 'Friendly crew, quick beard trims between cuts.',
        reviewerName: 'Ahmed R.',
        daysAgo: 61,
      },
    ],
  },
  {
    name: 'Polished Nail Studio',
    slug: 'polished-nail-studio',
    category: 'Nail Salon',
    description:
      'Gel manicures, structured builder gel and hand-painted nail art, with autoclave-sterilised tools.',
    address: '310 Bloomfield Avenue',
    city: 'Bloomfield',
    state: 'NJ',
    zip: '07003',
    phone: '(555) 014-6612',
    email: 'hi@polishednails.example.com',
    website: 'https://polishednails.example.com',
    priceRange: '$$',
    timezone: 'America/New_York',
    specialties: ['Gel manicure', 'Nail art', 'Builder gel', 'Spa pedicure'],
    tier: 'premium',
    verified: false,
    staff: [{ firstName: 'Kim', lastName: 'Tran', days: [1, 2, 3, 4, 5, 6], start: '09:30', end: '19:00' }],
    services: [
      {
        name: 'Gel Manicure',
        description: 'Shape, cuticle care and long-wear gel colour.',
        duration: 45,
        price: '45.00',
      },
      { name: 'Spa Pedicure', description: 'Soak, scrub, massage and polish.', duration: 60, price: '55.00' },
      {
        name: 'Nail Art (per set)',
        description: 'Hand-painted designs on ten nails.',
        duration: 30,
        price: '25.00',
      },
    ],
    reviews: [
      {
        rating: 5,
        title: 'Art on my nails',
        comment: 'Kim painted tiny lemons on every nail and they lasted three weeks.',
        reviewerName: 'Olivia R.',
        daysAgo: 8,
      },
      {
        rating: 4,
        title: 'Careful and clean',
        comment: 'Tools come out of sealed pouches. Gel took a bit long to cure.',
        reviewerName: 'Chloe D.',
        daysAgo: 27,
      },
      {
        rating: 4,
        title: 'Great pedicure',
        comment: 'Relaxing massage chair and the polish has not chipped.',
        reviewerName: 'Nadia F.',
        daysAgo: 45,
      },
    ],
  },
  {
    name: 'Glow Aesthetics Med Spa',
    slug: 'glow-aesthetics-med-spa',
    category: 'Med Spa',
    description:
      'Physician-supervised injectables, chemical peels and laser skin treatments, with a free first consultation.',
    address: '1200 Springfield Avenue',
    city: 'Maplewood',
    state: 'NJ',
    zip: '07040',
    phone: '(555) 015-3030',
    email: 'care@glowaesthetics.example.com',
    website: 'https://glowaesthetics.example.com',
    priceRange: '$$$$',
    timezone: 'America/New_York',
    specialties: ['Chemical peels', 'Laser resurfacing', 'Microneedling', 'Consultations'],
    tier: 'enterprise',
    verified: true,
    staff: [
      { firstName: 'Dr. Elena', lastName: 'Vasquez', days: [1, 3, 5], start: '09:00', end: '17:00' },
      { firstName: 'Rachel', lastName: 'Moore', days: [2, 4, 6], start: '10:00', end: '18:00' },
    ],
    services: [
      {
        name: 'Consultation',
        description: 'A first visit to plan your treatment.',
        duration: 30,
        price: '0.00',
      },
      {
        name: 'Chemical Peel',
        description: 'Medium-depth peel for tone and texture.',
        duration: 45,
        price: '180.00',
      },
      {
        name: 'Microneedling',
        description: 'Collagen induction with numbing cream.',
        duration: 75,
        price: '325.00',
      },
    ],
    reviews: [
      {
        rating: 5,
        title: 'Honest advice',
        comment: 'The consultation talked me out of a treatment I did not need. Trustworthy.',
        reviewerName: 'Monica L.',
        daysAgo: 12,
      },
      {
        rating: 5,
        title: 'Visible results',
        comment: 'Three microneedling sessions and my acne scars are much softer.',
        reviewerName: 'Erin C.',
        daysAgo: 38,
      },
      {
        rating: 5,
        title: 'Professional team',
        comment: 'Spotless clinic, clear aftercare instructions and a follow-up call.',
        reviewerName: 'Tasha G.',
        daysAgo: 70,
      },
      {
        rating: 4,
        title: 'Pricey but good',
        comment: 'The peel worked well. Expensive, but you get what you pay for.',
        reviewerName: 'Ben A.',
        daysAgo: 90,
      },
    ],
  },
  {
    name: 'Fresh Start Cleaning Co.',
    slug: 'fresh-start-cleaning',
    category: 'Cleaning',
    description: 'Insured home and move-out cleaning teams using plant-based products; we bring everything.',
    address: '75 Orange Road',
    city: 'Verona',
    state: 'NJ',
    zip: '07044',
    phone: '(555) 016-7788',
    email: 'office@freshstart.example.com',
    website: null,
    priceRange: '$$',
    timezone: 'America/New_York',
    specialties: ['Deep cleaning', 'Move-out cleaning', 'Eco-friendly products'],
    tier: 'basic',
    verified: false,
    staff: [
      { firstName: 'Rosa', lastName: 'Delgado', days: [1, 2, 3, 4, 5], start: '08:00', end: '16:00' },
      { firstName: 'Ivan', lastName: 'Petrov', days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '16:00' },
    ],
    services: [
      {
        name: 'Standard Clean (2 bedrooms)',
        description: 'Kitchen, bathrooms, dusting and floors.',
        duration: 120,
        price: '140.00',
      },
      {
        name: 'Deep Clean',
        description: 'Inside appliances, baseboards and cabinets.',
        duration: 240,
        price: '290.00',
      },
      {
        name: 'Move-out Clean',
        description: 'Empty-home clean for your deposit.',
        duration: 300,
        price: '350.00',
      },
    ],
    reviews: [
      {
        rating: 4,
        title: 'Spotless kitchen',
        comment: 'Rosa and Ivan got grease off cabinets I had given up on.',
        reviewerName: 'Karen H.',
        daysAgo: 10,
      },
      {
        rating: 3,
        title: 'Good but late',
        comment: 'Cleaning was thorough but the team arrived an hour after the window.',
        reviewerName: 'Mike J.',
        daysAgo: 29,
      },
      {
        rating: 4,
        title: 'Got our deposit back',
        comment: 'Move-out clean passed the landlord inspection with no notes.',
        reviewerName: 'Sofia N.',
        daysAgo: 58,
      },
    ],
  },
  {
    name: 'Mirror Finish Auto Detailing',
    slug: 'mirror-finish-auto-detailing',
    category: 'Auto Detailing',
    description:
      'Hand washes, paint correction and ceramic coatings at our bay, with mobile detailing nearby.',
    address: '18 Industrial Way',
    city: 'Little Falls',
    state: 'NJ',
    zip: '07424',
    phone: '(555) 017-4455',
    email: 'shop@mirrorfinish.example.com',
    website: 'https://mirrorfinish.example.com',
    priceRange: '$$$',
    timezone: 'America/New_York',
    specialties: ['Ceramic coating', 'Paint correction', 'Interior shampoo'],
    tier: 'premium',
    verified: true,
    staff: [{ firstName: 'Chris', lastName: 'Nolan', days: [2, 3, 4, 5, 6], start: '08:00', end: '17:00' }],
    services: [
      {
        name: 'Full Detail',
        description: 'Hand wash, clay, wax, interior vacuum and shampoo.',
        duration: 180,
        price: '220.00',
      },
      {
        name: 'Interior Detail',
        description: 'Vacuum, steam, shampoo and leather care.',
        duration: 120,
        price: '150.00',
      },
      {
        name: 'Ceramic Coating',
        description: 'Two-step polish and a five-year coating.',
        duration: 480,
        price: '899.00',
      },
    ],
    reviews: [
      {
        rating: 5,
        title: 'Looks better than new',
        comment: 'Chris removed swirl marks I thought were permanent. Incredible shine.',
        reviewerName: 'Victor S.',
        daysAgo: 5,
      },
      {
        rating: 5,
        title: 'Dog hair gone',
        comment: 'Interior detail got every last dog hair out of the back seats.',
        reviewerName: 'Amy L.',
        daysAgo: 21,
      },
      {
        rating: 4,
        title: 'Worth the wait',
        comment: 'Booked three weeks out, but the ceramic coating is flawless.',
        reviewerName: 'Paul E.',
        daysAgo: 47,
      },
    ],
  },
  {
    name: 'Lash & Brow Bar',
    slug: 'lash-and-brow-bar',
    category: 'Lashes & Brows',
    description: 'Classic and volume lash extensions, brow lamination and tinting in a bright little studio.',
    address: '402 Main Street',
    city: 'Bloomfield',
    state: 'NJ',
    zip: '07003',
    phone: '(555) 018-9090',
    email: 'hello@lashbrowbar.example.com',
    website: null,
    priceRange: '$$',
    timezone: 'America/New_York',
    specialties: ['Volume lashes', 'Brow lamination', 'Lash lift'],
    tier: 'free',
    verified: false,
    staff: [{ firstName: 'Bianca', lastName: 'Russo', days: [2, 3, 4, 5, 6], start: '10:00', end: '18:00' }],
    services: [
      {
        name: 'Classic Lash Full Set',
        description: 'One extension per natural lash.',
        duration: 120,
        price: '150.00',
      },
      {
        name: 'Brow Lamination',
        description: 'Brushed-up brows that last six weeks, with tint.',
        duration: 45,
        price: '75.00',
      },
      {
        name: 'Lash Lift & Tint',
        description: 'A natural curl without extensions.',
        duration: 60,
        price: '85.00',
      },
    ],
    reviews: [
      {
        rating: 5,
        title: 'Fluffy brows',
        comment: 'Brow lamination looks natural and Bianca shaped them perfectly.',
        reviewerName: 'Jess M.',
        daysAgo: 14,
      },
      {
        rating: 4,
        title: 'Pretty lashes',
        comment: 'Full set looked beautiful; a couple fell out in the first week.',
        reviewerName: 'Ana P.',
        daysAgo: 36,
      },
      {
        rating: 5,
        title: 'My go-to lash lift',
        comment: 'Third lash lift here and it lasts the full eight weeks every time.',
        reviewerName: 'Keisha W.',
        daysAgo: 58,
      },
    ],
  },
];
