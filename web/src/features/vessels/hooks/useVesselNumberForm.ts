import { useState } from 'react';
import { refusedNumber, type VesselNumberField, type VesselNumberForm } from '../utils/vessel-number-form';

/**
 * The state of a vessel dialog ({Add|Update} Vessel, the calculator's Create New Vessel): the form and
 * its messages by field key. A number keystroke the rule refuses leaves the field as it was and says why;
 * typing a name clears 'Vessel Name is required'.
 */
export function useVesselNumberForm<F extends VesselNumberForm>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setError = (key: string, message: string | null) =>
    setErrors(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));

  const handleNumber = (f: VesselNumberField, text: string) => {
    const refused = refusedNumber(f, text);
    setError(f.key, refused);
    if (!refused) setForm((x) => ({ ...x, numbers: { ...x.numbers, [f.key]: text } }));
  };

  const handleName = (vesselName: string) => {
    setForm((x) => ({ ...x, vesselName }));
    if (vesselName.trim()) setError('vesselName', null);
  };

  /** Shows a whole-form check's messages; true when there are none. */
  const accept = (problems: Record<string, string>) => {
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  return { form, setForm, errors, handleNumber, handleName, accept };
}
