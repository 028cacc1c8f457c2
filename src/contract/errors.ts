/** Body of every error answer (DESIGN.md: bad input). */
export type ApiErrorBody = {
  message: string;
  errors?: { path: string; message: string }[];
};
