import { createFlowSchema, FLOW_TEMPLATES, type FlowTemplateKey } from '../../../contract/flows';
import type { Tx } from '../client';
import { automatedFlows } from '../schema/index';

const DAY = 86_400_000;

/**
 * The thank-you and no-show flows switched on two weeks ago, the "we miss you" flow ready but off. The flow
 * job picks up the past week's completed and missed visits on its first round, so Automation → Flows shows
 * real runs from the moment the app starts.
 */
export async function seedDemoFlows(tx: Tx, businessId: number, now: Date) {
  const on: Record<FlowTemplateKey, boolean> = {
    thank_you_review: true,
    no_show_follow_up: true,
    we_miss_you: false,
  };
  for (const key of Object.keys(on) as FlowTemplateKey[]) {
    const flow = createFlowSchema.parse({ ...FLOW_TEMPLATES[key], isActive: on[key] });
    await tx.insert(automatedFlows).values({
      businessId,
      name: flow.name,
      description: flow.description ?? null,
      trigger: flow.trigger,
      triggerConfig: flow.triggerConfig,
      flowSteps: flow.flowSteps,
      isActive: flow.isActive,
      activatedAt: flow.isActive ? new Date(now.getTime() - 14 * DAY) : null,
      createdAt: new Date(now.getTime() - 14 * DAY),
    });
  }
}
