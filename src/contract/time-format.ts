// How a business writes times on every screen, staff and public: '2:30 PM' or '14:30'.

export const timeFormats = ['12h', '24h'] as const;
export type TimeFormat = (typeof timeFormats)[number];

/**
 * Where the 24-hour clock is the everyday one: Europe, most of Asia and Africa, South America's south and
 * Brazil. Elsewhere (North America, Australia, New Zealand, South Asia, the Philippines, Egypt, and a
 * business still on UTC, as the app speaks American English) a business that hasn't chosen writes 2:30 PM.
 */
const TWENTY_FOUR_HOUR_ZONES =
  /^(Europe\/|Atlantic\/|Indian\/|Asia\/(?!Kolkata|Calcutta|Karachi|Dhaka|Manila)|Africa\/(?!Cairo)|America\/(Sao_Paulo|Argentina|Santiago|Montevideo|Asuncion|La_Paz|Lima|Caracas|Havana|Noronha|Belem|Fortaleza|Recife|Manaus|Cuiaba|Porto_Velho|Boa_Vista|Rio_Branco|Araguaina|Maceio|Bahia|Campo_Grande|Santarem))/;

/** The business's choice, else its timezone region's everyday clock. */
export function effectiveTimeFormat(chosen: string | null | undefined, timezone: string): TimeFormat {
  if (chosen === '12h' || chosen === '24h') return chosen;
  return TWENTY_FOUR_HOUR_ZONES.test(timezone) ? '24h' : '12h';
}
