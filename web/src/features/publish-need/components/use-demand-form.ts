import { useState } from 'react';
import type { CodeMsg } from '@ysy/contracts/common/envelope';
import { errorMessageOf } from '../../../shared/api/error-message';
import { usePublishDemand } from '../api/publish-demand';
import { validateDemand, type DemandVariant } from '../model/validate-demand';

export interface DemandFormValues {
  need: string;
  phone: string;
  agreed: boolean;
}

const empty: DemandFormValues = { need: '', phone: '', agreed: false };

export type SubmitOutcome =
  | { kind: 'invalid'; message: string }
  /** The server answered: code 0 or a refusal with its msg. The form has been reset. */
  | { kind: 'answered'; reply: CodeMsg }
  /** The call failed (network, 429, 5xx): what the user typed is kept. */
  | { kind: 'failed'; message: string };

/**
 * The state and submit of a publish-need form, shared by the dialog and the footer. Each form
 * decides how to show the outcome (inline line or notification).
 */
export function useDemandForm(variant: DemandVariant) {
  const [values, setValues] = useState<DemandFormValues>(empty);
  const mutation = usePublishDemand();

  const update = (patch: Partial<DemandFormValues>) =>
    setValues((current) => ({ ...current, ...patch }));

  const submit = async (): Promise<SubmitOutcome> => {
    const invalid = validateDemand(values, variant);
    if (invalid) return { kind: 'invalid', message: invalid };
    try {
      const reply = await mutation.mutateAsync({
        need: values.need.trim(),
        phone: values.phone.trim(),
      });
      // The form resets after a submit and the agreement returns to unselected.
      setValues(empty);
      return { kind: 'answered', reply };
    } catch (error) {
      return { kind: 'failed', message: errorMessageOf(error) };
    }
  };

  return {
    values,
    update,
    reset: () => setValues(empty),
    submit,
    submitting: mutation.isPending,
  };
}
