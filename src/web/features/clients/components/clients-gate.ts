import { plansWith } from '../../../../contract/plans';
/** What the Clients screens say about the feature to a plan without client_management (spec §6). */
export const CLIENTS_GATE_DESCRIPTION = `Keep every client's details, notes and visit history on ${plansWith('client_management')}.`;
