// Answers the server puts in a public page's HTML (`<script type="application/json" id=…>`) so its first paint
// needs no second round trip: each under the web's cache key for the request it stands for.

export const PRELOADED_DATA_ID = 'fd-preloaded-data';

export type PreloadedAnswer = { key: readonly unknown[]; data: unknown };
