import {
  type Feature,
  lowestTierWith,
  plansOnSaleWith,
  type SubscriptionTierName,
} from '../../../../contract/plans';

export type TourFeature = {
  name: string;
  description: string;
  /** The plan feature it needs; null: every plan has it. */
  needs: Feature | null;
};
export type TourCategory = { title: string; summary: string; features: TourFeature[] };

/** The lowest tier whose plan includes the feature, from the one plan catalogue (never retyped here). */
export function tierFor(feature: Feature | null): SubscriptionTierName {
  return feature ? lowestTierWith(feature) : 'free';
}

/**
 * The badge a feature wears: "All plans" when the free plan has it, else the plan on sale that brings it
 * ("Enterprise"; "Basic and up" were several sold). Never a tier nobody can buy.
 */
export function tierBadge(feature: Feature | null): string {
  if (tierFor(feature) === 'free' || !feature) return 'All plans';
  const [first, ...more] = plansOnSaleWith(feature);
  return more.length > 0 ? `${first} and up` : (first ?? 'Enterprise');
}

/** Spec §2 Features: seven categories, each a slide. */
export const tourCategories: TourCategory[] = [
  {
    title: 'Scheduling',
    summary: 'A calendar that can’t double-book, in every location’s own time.',
    features: [
      {
        name: 'Calendar and appointments',
        description: 'Month grid, today’s schedule, statuses and rescheduling.',
        needs: 'basic_calendar',
      },
      {
        name: 'Online booking page',
        description: 'Clients pick a service, a time and a location, any hour.',
        needs: 'basic_appointments',
      },
      {
        name: 'Unlimited appointments',
        description: 'No monthly cap on bookings.',
        needs: 'unlimited_appointments',
      },
      {
        name: 'Walk-ins and waitlist',
        description: 'A live waiting list with a kiosk, TV board and QR poster; full days keep a waitlist.',
        needs: 'front_desk',
      },
    ],
  },
  {
    title: 'Clients',
    summary: 'Every client’s history, spend and notes in one place.',
    features: [
      {
        name: 'Client profiles',
        description: 'Visits, spending and notes; import and export as CSV.',
        needs: 'client_management',
      },
      { name: 'Client portal', description: 'Clients see and cancel their own appointments.', needs: null },
    ],
  },
  {
    title: 'Communication',
    summary: 'Reach clients before, during and after a visit.',
    features: [
      {
        name: 'Chat with clients',
        description: 'A chat widget on your pages, answered live from the app.',
        needs: 'chat',
      },
      {
        name: 'Email confirmations and reminders',
        description: 'Sent for you, with your choice of which.',
        needs: 'email_notifications',
      },
      {
        name: 'Campaigns, flows and offer codes',
        description: 'Email campaigns, automated follow-ups and discount codes for clients who agreed.',
        needs: 'marketing',
      },
    ],
  },
  {
    title: 'Sales and payments',
    summary: 'Sell products and take payment at the desk.',
    features: [
      {
        name: 'Point of sale',
        description: 'Scan or search products, take cash, card or check.',
        needs: null,
      },
      {
        name: 'Products and inventory',
        description: 'Stock counts that never go below zero, low-stock alerts.',
        needs: null,
      },
      { name: 'Payments and refunds', description: 'Every payment and refund, with receipts.', needs: null },
    ],
  },
  {
    title: 'Team',
    summary: 'Everyone sees what their role allows, nothing more.',
    features: [
      {
        name: 'Staff',
        description: 'Who works when, their services and weekly hours.',
        needs: null,
      },
      {
        name: 'Staff sign-in with roles',
        description: 'Admins, managers, stylists and contractors, each with their own access.',
        needs: 'multi_user',
      },
      {
        name: 'Time clock and payroll',
        description: 'Clock in and out, timesheets, overtime rules, commission and pay stubs.',
        needs: 'team_pay',
      },
      {
        name: 'Multiple locations',
        description: 'Each location with its own hours, team and services, booked from one page.',
        needs: 'multiple_locations',
      },
    ],
  },
  {
    title: 'Reputation',
    summary: 'Honest reviews from real visits, and a page that search engines read.',
    features: [
      {
        name: 'Verified reviews',
        description: 'A review link after every completed visit, labelled “Verified visit”.',
        needs: 'email_notifications',
      },
      {
        name: 'Public business page',
        description: 'Your details, rating and services for anyone to find.',
        needs: null,
      },
    ],
  },
  {
    title: 'Insights and integrations',
    summary: 'Know how the business is doing and connect your tools.',
    features: [
      {
        name: 'Reports and analytics',
        description: 'Revenue, payments and trends over any period.',
        needs: 'analytics',
      },
      {
        name: 'API access',
        description: 'Personal API tokens and an OpenAPI document.',
        needs: 'api_access',
      },
      {
        name: 'Custom branding',
        description: 'Your logo and colour on your pages and emails.',
        needs: 'custom_branding',
      },
    ],
  },
];
