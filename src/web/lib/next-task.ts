/**
 * Resolves in a task of its own, after the browser has had its turn (input, a paint). Awaited between two
 * pieces of start-up work, it keeps them from being one long task: a phone cannot answer a tap during a long
 * task, and Lighthouse counts its length past 50 ms as Total Blocking Time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
