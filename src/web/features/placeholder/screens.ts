/** Screens that later work fills in; until then each shows an honest "coming soon" card. */
export type PlaceholderScreen = {
  path: string;
  title: string;
  subtitle?: string;
  /** One sentence: what the screen will do. */
  description: string;
};

/** Inside the signed-in shell. */
export const appPlaceholderScreens: PlaceholderScreen[] = [];
