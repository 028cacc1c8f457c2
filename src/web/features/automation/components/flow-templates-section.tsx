import type { Flow, FlowTemplate } from '../../../../contract/flows';
import { FlowTemplateCard } from './flow-template-card';

type Props = {
  templates: readonly FlowTemplate[];
  flows: readonly Flow[];
  serviceNames: ReadonlyMap<number, string>;
};

/** The three ready-made flows; one already made (by its name) reads Added. */
export function FlowTemplatesSection({ templates, flows, serviceNames }: Props) {
  const names = new Set(flows.map((flow) => flow.name));
  return (
    <section aria-labelledby="ready-made-flows" className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id="ready-made-flows" className="text-lg font-semibold text-slate-900">
          Ready-made flows
        </h2>
        <p className="text-sm text-slate-600">
          Switch one on as it is; change it later like any of your own.
        </p>
      </div>
      <ul aria-label="Ready-made flows" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {templates.map((template) => (
          <li key={template.key} className="min-w-0">
            <FlowTemplateCard
              template={template}
              added={names.has(template.name)}
              serviceNames={serviceNames}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
