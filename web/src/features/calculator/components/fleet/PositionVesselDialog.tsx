import { VesselDialog } from '../../../vessels/components/VesselDialog';
import { useCreateVessel } from '../../../vessels/hooks/useCreateVessel';
import type { EmailPosition } from '../../utils/fleet-auto-selection';
import { vesselFormOfPosition } from '../../utils/fleet-auto-vessel';

const CREATE = { kind: 'create' } as const;
const noDiscard = () => Promise.resolve(false);

/**
 * Add Fleet, Auto: the Add Vessel dialog of the vessel screens, opened for a position whose ship is not
 * in the catalogue and prefilled with what the e-mail said of her. Saving creates the catalogue vessel
 * and hands its id back, so the position enters the fleet as that vessel; a refusal keeps the dialog open.
 */
export function PositionVesselDialog({
  position,
  onCreated,
  onClose,
}: {
  position: EmailPosition;
  onCreated(vesselId: number): void;
  onClose(): void;
}) {
  const { createVessel, busy } = useCreateVessel();
  const handleSave = async (form: Parameters<typeof createVessel>[0]) => {
    const id = await createVessel(form);
    if (id === null) return false;
    onCreated(id);
    return true;
  };
  return (
    <VesselDialog
      target={CREATE}
      initial={vesselFormOfPosition(position)}
      busy={busy}
      onSave={handleSave}
      onDiscard={noDiscard}
      onClose={onClose}
    />
  );
}
