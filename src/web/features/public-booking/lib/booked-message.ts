/** The spec's words once a booking went through: the toast's and the confirmation's. */
export const BOOKED_MESSAGE =
  "Your appointment has been successfully scheduled. You'll receive a confirmation email shortly.";
