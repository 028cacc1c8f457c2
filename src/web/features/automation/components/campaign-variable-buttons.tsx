import { campaignVariableLabels, campaignVariables } from '../../../../contract/campaigns';
import { Button } from '../../../components/ui/button';

type Variable = keyof typeof campaignVariables;
const variables = Object.keys(campaignVariables) as Variable[];

/** One button per variable; each puts its token into the message. */
export function CampaignVariableButtons({ id, onInsert }: { id: string; onInsert: (token: string) => void }) {
  return (
    <fieldset aria-describedby={`${id}-hint`} className="grid min-w-0 gap-1.5">
      <legend className="float-left w-full text-xs font-medium text-slate-900">Insert a variable</legend>
      <p id={`${id}-hint`} className="clear-both text-xs text-slate-600">
        Filled in for each client when it goes out.
      </p>
      <div className="flex flex-wrap gap-2">
        {variables.map((variable) => (
          <Button
            key={variable}
            variant="outline"
            size="sm"
            className="h-auto min-h-8 whitespace-normal py-1 text-left"
            onClick={() => onInsert(campaignVariables[variable])}
          >
            <code className="break-all text-xs text-primary-800">{campaignVariables[variable]}</code>
            <span className="text-xs text-slate-700">{campaignVariableLabels[variable]}</span>
          </Button>
        ))}
      </div>
    </fieldset>
  );
}
