/**
 * What readiness knows of this process beyond the database (modules/health): whether a stop has begun
 * (drain.ts), and whether its NOTIFY listener is connected (realtime/bus.ts; a worker has none).
 */
export type InstanceState = {
  stopping: boolean;
  listener: (() => 'connected' | 'reconnecting') | undefined;
};

export function newInstanceState(): InstanceState {
  return { stopping: false, listener: undefined };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's stop and listener state, for readiness (buildApp and buildWorkerApp decorate it). */
    instanceState: InstanceState;
  }
}
