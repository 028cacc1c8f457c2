// The sales module's public verbs: what other modules import from it (docs/server-code.md).

export { getSaleDetail } from './detail';
export { listSales } from './repository';
